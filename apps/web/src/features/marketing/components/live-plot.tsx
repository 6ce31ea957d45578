import { useTranslation } from '../../../i18n/react';

// A decorative oscilloscope: three periodic traces drawn twice over, slid left by one period
// (CSS) so the loop is seamless. Paths are computed once at import; no image to download. The traces
// are an <svg> of their own, one and a half screens wide: the browser slides a whole element on the
// compositor, where moving a group inside an SVG would restyle and repaint it on the main thread
// every frame.
const width = 360;
const height = 220;
const period = 180;

function trace(baseline: number, wave: (phase: number) => number): string {
  const points: string[] = [];
  for (let x = 0; x <= width + period; x += 4) {
    const y = baseline + wave((2 * Math.PI * x) / period);
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `M${points.join('L')}`;
}

const traces = [
  { className: 'live-plot__trace--a', d: trace(60, (p) => 22 * Math.sin(p) + 7 * Math.sin(3 * p)) },
  {
    className: 'live-plot__trace--b',
    d: trace(115, (p) => 14 * Math.sin(2 * p + 1) + 9 * Math.cos(5 * p)),
  },
  {
    className: 'live-plot__trace--c',
    d: trace(172, (p) => 18 * Math.sign(Math.sin(p)) * Math.min(1, Math.abs(4 * Math.sin(p)))),
  },
];

const gridLines = [
  ...Array.from({ length: width / 40 - 1 }, (_, i) => `M${(i + 1) * 40} 0V${height}`),
  ...Array.from({ length: height / 40 }, (_, i) => `M0 ${(i + 1) * 40 - 10}H${width}`),
];

const channels = ['UART', 'CAN', 'BLE'];

export function LivePlot() {
  const { t } = useTranslation('home');
  return (
    <div className="live-plot" aria-hidden="true">
      <div className="live-plot__bar">
        <span className="live-plot__dots">
          <i />
          <i />
          <i />
        </span>
        <span className="live-plot__status">{t('hero.live')}</span>
      </div>
      <div className="live-plot__screen">
        <svg viewBox={`0 0 ${width} ${height}`} focusable="false" className="live-plot__grid">
          <path d={gridLines.join('')} />
        </svg>
        <svg
          viewBox={`0 0 ${width + period} ${height}`}
          // Exactly the box (a screen and a half by the screen's height), rounding and all.
          preserveAspectRatio="none"
          focusable="false"
          className="live-plot__traces"
        >
          {traces.map((item) => (
            <path
              key={item.className}
              d={item.d}
              className={`live-plot__trace ${item.className}`}
            />
          ))}
        </svg>
      </div>
      <ul className="live-plot__legend">
        {channels.map((channel, index) => (
          <li key={channel} className={`live-plot__channel--${'abc'[index]}`}>
            {channel}
          </li>
        ))}
      </ul>
    </div>
  );
}
