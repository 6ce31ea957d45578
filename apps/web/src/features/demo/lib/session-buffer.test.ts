import { describe, expect, it } from 'vitest';
import { SessionBuffer } from './session-buffer';

describe('SessionBuffer', () => {
  it('grows past its first capacity and keeps every sample in order', () => {
    const buffer = new SessionBuffer(['a', 'b'], 2);
    for (let index = 0; index < 10; index++) buffer.push(index / 10, [index, -index]);
    expect(buffer.length).toBe(10);
    expect(buffer.valueAt(0, 9)).toBe(9);
    expect(buffer.valueAt(1, 9)).toBe(-9);
    expect(buffer.lastTime).toBeCloseTo(0.9);
  });

  it('finds the first sample at or after a time', () => {
    const buffer = new SessionBuffer(['a'], 4);
    [0, 0.5, 1, 1.5, 2].forEach((time) => buffer.push(time, [time]));
    expect(buffer.indexAt(-1)).toBe(0);
    expect(buffer.indexAt(1)).toBe(2);
    expect(buffer.indexAt(1.2)).toBe(3);
    expect(buffer.indexAt(9)).toBe(5);
  });

  it('appends batches of columns and gives views without copying', () => {
    const buffer = new SessionBuffer(['a', 'b']);
    buffer.pushColumns(new Float64Array([0, 1]), [
      new Float64Array([5, 6]),
      new Float64Array([7, 8]),
    ]);
    const [times, a, b] = buffer.view(1);
    expect(Array.from(times ?? [])).toEqual([1]);
    expect(Array.from(a ?? [])).toEqual([6]);
    expect(Array.from(b ?? [])).toEqual([8]);
  });

  it('rebuilds a saved session from its columns', () => {
    const buffer = SessionBuffer.from(['x'], new Float64Array([0, 1, 2]), [
      new Float64Array([3, 4, 5]),
    ]);
    expect(buffer.length).toBe(3);
    expect(Array.from(buffer.snapshot().columns[0] ?? [])).toEqual([3, 4, 5]);
  });
});
