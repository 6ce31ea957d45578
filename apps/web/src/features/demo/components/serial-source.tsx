import { useId, useState } from 'react';
import { Plug, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoController, DemoSnapshot } from '../lib/demo-controller';
import { baudRates, hasWebSerial } from '../lib/web-serial';

export function SerialSource({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const headingId = useId();
  const baudId = useId();
  const [baud, setBaud] = useState<number>(115200);
  const [available] = useState(hasWebSerial);
  const connected = state.mode === 'live' && state.source === 'serial';
  return (
    <section className="card demo-source" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sources.serial.heading')}</h3>
      {available ? (
        <>
          <p>{t('sources.serial.text')}</p>
          <div className="demo-field">
            <label htmlFor={baudId}>{t('sources.serial.baud')}</label>
            <select
              id={baudId}
              value={baud}
              disabled={connected}
              onChange={(event) => setBaud(Number(event.target.value))}
            >
              {baudRates.map((value) => (
                <option key={value} value={value}>
                  {value.toLocaleString()}
                </option>
              ))}
            </select>
          </div>
          {connected ? (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => controller.stop()}
            >
              <Unplug aria-hidden="true" size={16} />
              {t('sources.serial.disconnect')}
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              onClick={() =>
                void controller.connectSerial(baud, `${t('sources.serial.heading')} · ${baud} baud`)
              }
            >
              <Plug aria-hidden="true" size={16} />
              {t('sources.serial.connect')}
            </button>
          )}
        </>
      ) : (
        <p className="demo-unavailable">{t('sources.serial.unavailable')}</p>
      )}
    </section>
  );
}
