import { useId, useState } from 'react';
import { Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoController, DemoSnapshot } from '../lib/demo-controller';
import { sampleRates, signalKinds, type SampleRate, type SignalKind } from '../lib/signals';

export function SimulatedSource({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const headingId = useId();
  const rateId = useId();
  const [chosen, setChosen] = useState<SignalKind[]>(['sine', 'square', 'noise']);
  const [rate, setRate] = useState<SampleRate>(1000);
  const running = state.mode === 'live' && state.source === 'simulated';

  function toggle(kind: SignalKind, on: boolean) {
    setChosen((current) =>
      on
        ? signalKinds.filter((item) => item === kind || current.includes(item))
        : current.filter((item) => item !== kind),
    );
  }

  function start() {
    const names = chosen.map((kind) => t(`sources.signals.${kind}`));
    controller.startSimulation(
      chosen,
      rate,
      names,
      `${names.join(', ')} · ${t('sources.simulated.rateValue', { rate })}`,
    );
  }

  return (
    <section className="card demo-source" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sources.simulated.heading')}</h3>
      <p>{t('sources.simulated.text')}</p>
      <fieldset className="demo-checks" disabled={running}>
        <legend>{t('sources.simulated.signals')}</legend>
        {signalKinds.map((kind) => (
          <label key={kind} className="demo-check">
            <input
              type="checkbox"
              checked={chosen.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            {t(`sources.signals.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="demo-field">
        <label htmlFor={rateId}>{t('sources.simulated.rate')}</label>
        <select
          id={rateId}
          value={rate}
          disabled={running}
          onChange={(event) => setRate(Number(event.target.value) as SampleRate)}
        >
          {sampleRates.map((value) => (
            <option key={value} value={value}>
              {t('sources.simulated.rateValue', { rate: value.toLocaleString() })}
            </option>
          ))}
        </select>
      </div>
      {running ? (
        <button type="button" className="button button--ghost" onClick={() => controller.stop()}>
          <Square aria-hidden="true" size={16} />
          {t('sources.simulated.stop')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={chosen.length === 0}
          onClick={start}
        >
          <Play aria-hidden="true" size={16} />
          {t('sources.simulated.start')}
        </button>
      )}
      {chosen.length === 0 ? (
        <p className="demo-hint">{t('sources.simulated.noneChosen')}</p>
      ) : null}
    </section>
  );
}
