import { useState } from 'react';
import { Play, Square } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';
import { sampleRates, signalKinds, type SampleRate, type SignalKind } from '../lib/signals';
import { NumberSelect } from './number-select';
import { SourceCard } from './source-card';
import { StartStopButton } from './start-stop-button';

export function SimulatedSource({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const [chosen, setChosen] = useState<SignalKind[]>(['sine', 'square', 'noise']);
  const [rate, setRate] = useState<SampleRate>(1000);
  // The arrival preview is not the visitor's recording: the controls stay free to start one.
  const running = state.mode === 'live' && state.source === 'simulated' && !state.preview;

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
    <SourceCard heading={t('sources.simulated.heading')} text={t('sources.simulated.text')}>
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
      <NumberSelect
        label={t('sources.simulated.rate')}
        value={rate}
        options={sampleRates}
        optionText={(value) => t('sources.simulated.rateValue', { rate: value })}
        onChange={setRate}
        disabled={running}
      />
      <StartStopButton
        controller={controller}
        running={running}
        start={{
          icon: Play,
          label: t('sources.simulated.start'),
          run: start,
          disabled: chosen.length === 0,
        }}
        stop={{ icon: Square, label: t('sources.simulated.stop') }}
      />
      {chosen.length === 0 ? (
        <p className="demo-hint">{t('sources.simulated.noneChosen')}</p>
      ) : null}
    </SourceCard>
  );
}
