import { describe, expect, it } from 'vitest';
import { signalKinds, signalRanges, signalValue } from './signals';

describe('signalValue', () => {
  it('draws a 1 Hz sine and a 0.5 Hz square wave', () => {
    expect(signalValue('sine', 0.25, 0)).toBeCloseTo(1);
    expect(signalValue('sine', 0.75, 0)).toBeCloseTo(-1);
    expect(signalValue('square', 0.5, 0)).toBe(1);
    expect(signalValue('square', 1.5, 0)).toBe(-1);
  });

  it('repeats the same noise for the same sample and keeps it bounded', () => {
    expect(signalValue('noise', 0, 42)).toBe(signalValue('noise', 3, 42));
    for (let index = 0; index < 1000; index++) {
      expect(Math.abs(signalValue('noise', 0, index))).toBeLessThanOrEqual(1.2);
    }
  });

  it('holds the CAN-like value for a whole 100 ms frame, in whole steps', () => {
    const first = signalValue('canStep', 0.01, 0);
    expect(signalValue('canStep', 0.09, 9)).toBe(first);
    expect(Number.isInteger(first)).toBe(true);
  });

  it('sweeps the chirp faster as time goes on', () => {
    const crossings = (from: number, to: number) => {
      let count = 0;
      for (let t = from; t < to; t += 0.001) {
        if (Math.sign(signalValue('chirp', t, 0)) !== Math.sign(signalValue('chirp', t + 0.001, 0)))
          count++;
      }
      return count;
    };
    expect(crossings(8, 9)).toBeGreaterThan(crossings(0.5, 1.5) * 3);
  });
});

describe('signalRanges', () => {
  it('holds every signal within the range its axis is chosen by', () => {
    for (const kind of signalKinds) {
      const { low, high } = signalRanges[kind];
      for (let index = 0; index < 2000; index++) {
        const value = signalValue(kind, index / 50, index);
        expect(value, kind).toBeGreaterThanOrEqual(low - 0.3);
        expect(value, kind).toBeLessThanOrEqual(high + 0.3);
      }
    }
  });
});
