/** A bar of the downloads chart, in the chart's own units (the SVG's viewBox). */
export interface ChartBar {
  date: string;
  downloads: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The bars of a day-by-day chart `width` × `height` wide: one slot per day, the tallest day
 * filling the height; a day without downloads has no height (the axis shows it).
 */
export function chartBars(
  days: readonly { date: string; downloads: number }[],
  width: number,
  height: number,
): ChartBar[] {
  const most = Math.max(0, ...days.map((day) => day.downloads));
  const slot = days.length === 0 ? 0 : width / days.length;
  const gap = slot > 3 ? 1 : 0;
  return days.map((day, index) => {
    const barHeight = most === 0 ? 0 : (day.downloads / most) * height;
    return {
      date: day.date,
      downloads: day.downloads,
      x: index * slot + gap / 2,
      y: height - barHeight,
      width: Math.max(slot - gap, 0),
      height: barHeight,
    };
  });
}
