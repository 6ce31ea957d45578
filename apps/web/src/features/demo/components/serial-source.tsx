import { useState } from 'react';
import { Plug, Unplug } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { formatNumber } from '../../../lib/format';
import { useBrowserValue } from '../../../lib/hydration';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';
import { baudRates, hasWebSerial } from '../lib/web-serial';
import { NumberSelect } from './number-select';
import { SourceCard } from './source-card';
import { StartStopButton } from './start-stop-button';

export function SerialSource({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t, i18n } = useTranslation('demo');
  const [baud, setBaud] = useState<number>(115200);
  // The prerender has no serial ports: the page is drawn without them and offers them once hydrated.
  const [available] = useBrowserValue(hasWebSerial, false);
  const connected = state.mode === 'live' && state.source === 'serial';
  return (
    <SourceCard
      heading={t('sources.serial.heading')}
      text={available ? t('sources.serial.text') : undefined}
    >
      {available ? (
        <>
          <NumberSelect
            label={t('sources.serial.baud')}
            value={baud}
            options={baudRates}
            optionText={(value) => formatNumber(value, i18n.language)}
            onChange={setBaud}
            disabled={connected}
          />
          <StartStopButton
            controller={controller}
            running={connected}
            start={{
              icon: Plug,
              label: t('sources.serial.connect'),
              run: () =>
                void controller.connectSerial(
                  baud,
                  `${t('sources.serial.heading')} · ${formatNumber(baud, i18n.language)} baud`,
                ),
            }}
            stop={{ icon: Unplug, label: t('sources.serial.disconnect') }}
          />
        </>
      ) : (
        <p className="demo-unavailable">{t('sources.serial.unavailable')}</p>
      )}
    </SourceCard>
  );
}
