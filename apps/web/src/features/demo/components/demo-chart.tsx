import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';

/** The chart's area: uPlot draws into it; with the focus it takes the keys its help names. */
export function DemoChart({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t } = useTranslation('demo');
  const surface = useRef<HTMLDivElement>(null);
  const helpId = useId();
  useEffect(() => {
    if (surface.current) controller.mount(surface.current);
  }, [controller]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const actions: Record<string, () => void> = {
      ' ': () => controller.togglePause(),
      ArrowLeft: () => controller.pan(-0.25),
      ArrowRight: () => controller.pan(0.25),
      '+': () => controller.zoom(0.5),
      '=': () => controller.zoom(0.5),
      '-': () => controller.zoom(2),
      '0': () => controller.resetZoom(),
    };
    const action = actions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    action();
  }

  const empty = state.mode === 'idle' && state.rows === 0;
  return (
    <div className="demo-chart">
      <div
        ref={surface}
        className="demo-chart__surface"
        role="group"
        tabIndex={0}
        aria-label={t('chart.label', { source: state.sourceName || t('chart.heading') })}
        aria-describedby={helpId}
        onKeyDown={onKeyDown}
      />
      {empty ? <p className="demo-chart__empty">{t('chart.empty')}</p> : null}
      {state.mode === 'loading' ? (
        <div className="demo-chart__empty">
          <p>{t('chart.loading', { name: state.sourceName })}</p>
          <progress max={1} value={state.progress ?? 0} aria-label={t('chart.progress')} />
        </div>
      ) : null}
      <p className="demo-chart__axis">
        {state.timeUnit === 'seconds' ? t('chart.timeAxis') : t('chart.sampleAxis')}
      </p>
      <p id={helpId} className="demo-hint">
        {t('chart.help')}
      </p>
    </div>
  );
}
