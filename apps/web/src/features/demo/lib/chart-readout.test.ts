import { describe, expect, it } from 'vitest';
import { readoutAt } from './chart-readout';
import { SessionBuffer } from './session-buffer';

const buffer = new SessionBuffer(['speed', 'rpm']);
[0, 0.5, 1, 1.5].forEach((time, row) => buffer.push(time, [row, 800 + row * 10]));

describe('the readout beside the channels', () => {
  it('shows the latest values of the rows shown when the pointer is off the chart', () => {
    expect(readoutAt(buffer, null, 4)).toEqual({ time: 1.5, values: [3, 830], atCursor: false });
    // A replay that has revealed two rows.
    expect(readoutAt(buffer, null, 2)).toEqual({ time: 0.5, values: [1, 810], atCursor: false });
  });

  it('shows the values under the pointer', () => {
    expect(readoutAt(buffer, 1, 4)).toEqual({ time: 1, values: [2, 820], atCursor: true });
    expect(readoutAt(buffer, 9, 4)).toEqual({ time: 1.5, values: [3, 830], atCursor: true });
  });

  it('shows nothing before the first sample', () => {
    expect(readoutAt(new SessionBuffer(['x']), null, 0)).toBeNull();
    expect(readoutAt(buffer, null, 0)).toBeNull();
  });
});
