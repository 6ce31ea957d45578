import { describe, expect, it } from 'vitest';
import { chartBars } from './chart-bars';

describe('chartBars', () => {
  it('gives each day a slot and the busiest day the full height', () => {
    const bars = chartBars(
      [
        { date: '2026-01-01', downloads: 0 },
        { date: '2026-01-02', downloads: 5 },
        { date: '2026-01-03', downloads: 10 },
      ],
      300,
      100,
    );
    expect(bars.map((bar) => [bar.date, bar.height, bar.y])).toEqual([
      ['2026-01-01', 0, 100],
      ['2026-01-02', 50, 50],
      ['2026-01-03', 100, 0],
    ]);
    expect(bars.map((bar) => bar.x)).toEqual([0.5, 100.5, 200.5]);
    expect(bars[0]?.width).toBe(99);
  });

  it('draws no bar taller than nothing when there were no downloads', () => {
    expect(chartBars([{ date: '2026-01-01', downloads: 0 }], 90, 40)[0]?.height).toBe(0);
    expect(chartBars([], 90, 40)).toEqual([]);
  });
});
