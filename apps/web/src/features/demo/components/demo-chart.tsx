import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { DemoController } from '../lib/demo-controller';
import type { DemoSnapshot } from '../lib/demo-state';

/** The chart's area: uPlot draws into it; with the focus it takes the keys its help names. */
const sides = ['left', 'right', 'outerLeft', 'outerRight'] as const;

/**
 * Which channels each y axis measures, in words: the chart draws its axes on a canvas, which a
 * screen reader cannot read, and with several axes a sighted reader wants the key too.
 */
function AxisNames({ channels }: { channels: DemoSnapshot['channels'] }) {
  const { t } = useTranslation('demo');
  const axes = sides.flatMap((side, axis) => {
    const names = channels.filter((channel) => channel.axis === axis).map((c) => c.name);
    return names.length
      ? [t('chart.axisNames', { side: t(`chart.sides.${side}`), names: names.join(', ') })]
      : [];
  });
  if (axes.length < 2) return null;
  return <p className="demo-chart__axis">{axes.join(' · ')}</p>;
}

export function DemoChart({
  controller,
  state,
}: {
  controller: DemoController;
  state: DemoSnapshot;
}) {
  const { t, i18n } = useTranslation('demo');
  const surface = useRef<HTMLDivElement>(null);
  const helpId = useId();
  useEffect(() => {
    if (surface.current) controller.mount(surface.current);
  }, [controller]);
  useEffect(() => controller.setLanguage(i18n.language), [controller, i18n.language]);

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
      <AxisNames channels={state.channels} />
      <p id={helpId} className="demo-hint">
        {t('chart.help')}
      </p>
    </div>
  );
}
