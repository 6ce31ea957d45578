import type { SessionBuffer } from './session-buffer';

export interface Readout {
  time: number;
  values: number[];
  /** True when the values are those under the pointer, false when they are the latest. */
  atCursor: boolean;
}

/**
 * The values the channel list shows: those at `cursorTime` when the pointer is over the chart,
 * else the latest of the first `end` rows (the rows revealed so far, in a replay).
 */
export function readoutAt(
  buffer: SessionBuffer,
  cursorTime: number | null,
  end: number,
): Readout | null {
  if (buffer.length === 0) return null;
  const atCursor = cursorTime !== null;
  const row = atCursor ? Math.min(buffer.length - 1, buffer.indexAt(cursorTime)) : end - 1;
  if (row < 0) return null;
  return {
    time: buffer.timeAt(row),
    values: buffer.channels.map((_, channel) => buffer.valueAt(channel, row)),
    atCursor,
  };
}
