import type { SessionBuffer } from './session-buffer';

/** A span of the x axis: seconds, or sample numbers for a recording without time. */
export interface ChartRange {
  min: number;
  max: number;
}

/** How many seconds a live or replayed session shows: the newest part, like a scope. */
export const liveWindowS = 10;

/**
 * The first row of the newest `liveWindowS` seconds among the rows before `end`. A recording
 * without time counts its samples at 100 a second.
 */
export function windowStart(
  buffer: SessionBuffer,
  end: number,
  timeUnit: 'seconds' | 'samples',
): number {
  const newest = buffer.timeAt(end - 1);
  return timeUnit === 'seconds'
    ? buffer.indexAt(newest - liveWindowS)
    : Math.max(0, end - liveWindowS * 100);
}

/** `range` zoomed around its middle: a factor below 1 zooms in. `full` is the recording's span. */
export function zoomedRange(range: ChartRange, factor: number, full: number): ChartRange {
  const middle = (range.min + range.max) / 2;
  // Never wider than the recording; never narrower than two millionths of it.
  const half = Math.min(full / 2, Math.max(((range.max - range.min) * factor) / 2, full / 1e6));
  return { min: middle - half, max: middle + half };
}

/** `range` moved by a share of its width: -0.25 moves a quarter to the left. */
export function pannedRange(range: ChartRange, share: number): ChartRange {
  const shift = (range.max - range.min) * share;
  return { min: range.min + shift, max: range.max + shift };
}

/** `range` kept within [first, last] at its width where it fits, cut to the recording where not. */
export function clampedRange(range: ChartRange, first: number, last: number): ChartRange {
  const width = range.max - range.min;
  let from = Math.max(first, Math.min(range.min, last - width));
  let to = from + width;
  if (to > last) {
    to = last;
    from = Math.max(first, to - width);
  }
  return { min: from, max: to };
}
