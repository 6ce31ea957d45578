import type { SessionBuffer } from './session-buffer';
import { signalRanges, type SignalKind } from './signals';

/** The lowest and highest value of a channel (the same for a flat one). */
export interface ValueRange {
  low: number;
  high: number;
}

/**
 * A channel must fill at least this share of its axis' height to share it: a fifth of a 260-pixel
 * phone chart is about 50 pixels, where its changes can still be read.
 */
const minimumShare = 1 / 5;
/** More axes than this leave too little room for the plot itself on a phone. */
const maximumAxes = 4;

const spanOf = (range: ValueRange) => range.high - range.low;
const union = (a: ValueRange, b: ValueRange): ValueRange => ({
  low: Math.min(a.low, b.low),
  high: Math.max(a.high, b.high),
});

/** How much room the thinnest changing member would have: its span over the axis' span (1 when flat). */
function fill(members: readonly ValueRange[]): number {
  const axis = members.reduce(union);
  const axisSpan = spanOf(axis);
  if (axisSpan <= 0) return 1;
  let thinnest = 1;
  for (const member of members) {
    const span = spanOf(member);
    // A flat channel is a level line: readable anywhere on the axis, so it asks for no room.
    if (span > 0) thinnest = Math.min(thinnest, span / axisSpan);
  }
  return thinnest;
}

/**
 * Which y axis each channel is drawn against (0 is the left one, then right, then further out).
 *
 * Why axes by value range, not one shared axis or a normalised one: a temperature of 15–25 °C drawn
 * with a pressure near 1013 hPa on one axis is two flat lines, and scaling each channel to 0…1 would
 * throw away the numbers a reader wants to read off. So channels share an axis only while each one
 * still fills a fifth of it (so current and voltage of like size share, a speed in rpm does not),
 * every other channel gets an axis of its own, labelled with its name and its real values. Past
 * four axes a channel joins the axis where it fits best.
 */
export function axisGroups(ranges: readonly ValueRange[]): number[] {
  const groups: ValueRange[][] = [];
  return ranges.map((range) => {
    const fits = groups.findIndex((members) => fill([...members, range]) >= minimumShare);
    if (fits >= 0) {
      groups[fits]!.push(range);
      return fits;
    }
    if (groups.length < maximumAxes) {
      groups.push([range]);
      return groups.length - 1;
    }
    let best = 0;
    for (let index = 1; index < groups.length; index++) {
      if (fill([...groups[index]!, range]) > fill([...groups[best]!, range])) best = index;
    }
    groups[best]!.push(range);
    return best;
  });
}

/** The axes of a loaded recording, from the values each channel holds. */
export function axesFor(buffer: SessionBuffer): number[] {
  const ranges = buffer.channels.map((_, channel) => {
    let low = Infinity;
    let high = -Infinity;
    for (let row = 0; row < buffer.length; row++) {
      const value = buffer.valueAt(channel, row);
      if (!Number.isFinite(value)) continue;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return low <= high ? { low, high } : { low: 0, high: 0 };
  });
  return axisGroups(ranges);
}

/** The axes of simulated signals, from the range each kind of signal keeps to. */
export function simulationAxes(kinds: readonly SignalKind[]): number[] {
  return axisGroups(kinds.map((kind) => signalRanges[kind]));
}
