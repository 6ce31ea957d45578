import { useTranslation } from '../../../i18n/react';
import type { ExtensionStats } from '@sinyal/contracts/publisher';
import { chartBars } from '../lib/chart-bars';

const width = 360;
const height = 80;

/**
 * Downloads per day as bars (a plain SVG: no chart library for ninety rectangles). Each bar's
 * title names its day and count; the figure's label says the total for screen readers.
 */
export function DownloadsChart({ name, stats }: { name: string; stats: ExtensionStats }) {
  const { t } = useTranslation('dashboard');
  const total = stats.days.reduce((sum, day) => sum + day.downloads, 0);
  const bars = chartBars(stats.days, width, height);
  return (
    <figure className="publisher-chart">
      <figcaption>{t('publisher.chartHeading')}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height + 1}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('publisher.chartLabel', { name, total })}
      >
        {bars.map((bar) => (
          <rect
            key={bar.date}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            className="publisher-chart__bar"
          >
            <title>{`${bar.date}: ${bar.downloads}`}</title>
          </rect>
        ))}
        <line
          x1={0}
          x2={width}
          y1={height + 0.5}
          y2={height + 0.5}
          className="publisher-chart__axis"
        />
      </svg>
      {total === 0 ? <p className="field-hint">{t('publisher.chartEmpty')}</p> : null}
      <p className="publisher-chart__range">
        <span>{stats.days[0]?.date}</span>
        <span>{stats.days.at(-1)?.date}</span>
      </p>
    </figure>
  );
}
