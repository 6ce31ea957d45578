import type { AxisScale } from './chart-view';
import type { SessionBuffer } from './session-buffer';
import type { SignalKind } from './signals';

/**
 * Which axis each channel of a recording goes on: channels whose span is more than ten times that
 * of the narrowest one go on the right, so that a speed in rpm does not flatten a current in amps.
 */
export function axesFor(buffer: SessionBuffer): AxisScale[] {
  const spans = buffer.channels.map((_, channel) => {
    let low = Infinity;
    let high = -Infinity;
    for (let row = 0; row < buffer.length; row++) {
      const value = buffer.valueAt(channel, row);
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return Math.max(high - low, Number.EPSILON);
  });
  const narrowest = Math.min(...spans);
  const wide = spans.map((span) => span > narrowest * 10);
  // All on the right, or all on the left, is one axis: keep it on the left.
  return wide.every(Boolean) ? spans.map(() => 'y') : wide.map((right) => (right ? 'y2' : 'y'));
}

/** The simulated CAN signal (0…120) goes on the right beside the others (about -1.2…1.2). */
export function simulationAxes(kinds: readonly SignalKind[]): AxisScale[] {
  return kinds.map((kind) =>
    kind === 'canStep' && kinds.some((other) => other !== kind) ? 'y2' : 'y',
  );
}
