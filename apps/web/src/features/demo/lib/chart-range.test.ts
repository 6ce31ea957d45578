import { describe, expect, it } from 'vitest';
import { clampedRange, liveWindowS, pannedRange, windowStart, zoomedRange } from './chart-range';
import { SessionBuffer } from './session-buffer';

function recording(times: number[]): SessionBuffer {
  const buffer = new SessionBuffer(['a']);
  times.forEach((time) => buffer.push(time, [time]));
  return buffer;
}

describe('the live window', () => {
  it('starts at the first sample of the newest ten seconds', () => {
    const buffer = recording(Array.from({ length: 31 }, (_, second) => second));
    expect(liveWindowS).toBe(10);
    expect(windowStart(buffer, 31, 'seconds')).toBe(20);
    // Of the rows revealed so far (a replay at second 14): seconds 4 to 14.
    expect(windowStart(buffer, 15, 'seconds')).toBe(4);
    expect(windowStart(buffer, 3, 'seconds')).toBe(0);
  });

  it('holds the newest thousand samples of a recording without time', () => {
    const buffer = recording(Array.from({ length: 1500 }, (_, sample) => sample));
    expect(windowStart(buffer, 1500, 'samples')).toBe(500);
    expect(windowStart(buffer, 800, 'samples')).toBe(0);
  });
});

describe('moving the x range', () => {
  it('zooms around the middle, in by a factor below 1 and out above it', () => {
    expect(zoomedRange({ min: 0, max: 2 }, 0.5, 2)).toEqual({ min: 0.5, max: 1.5 });
    expect(zoomedRange({ min: 0.5, max: 1.5 }, 2, 2)).toEqual({ min: 0, max: 2 });
  });

  it('never zooms out past the recording nor in past two millionths of it', () => {
    expect(zoomedRange({ min: 0, max: 2 }, 4, 2)).toEqual({ min: 0, max: 2 });
    const tiny = zoomedRange({ min: 0.999999, max: 1.000001 }, 1e-6, 2);
    expect(tiny.max - tiny.min).toBeCloseTo(4e-6, 12);
  });

  it('pans by a share of the width', () => {
    expect(pannedRange({ min: 0.5, max: 1.5 }, 0.25)).toEqual({ min: 0.75, max: 1.75 });
    expect(pannedRange({ min: 0.5, max: 1.5 }, -0.25)).toEqual({ min: 0.25, max: 1.25 });
  });

  it('keeps its width inside the recording, and is cut to it when wider', () => {
    expect(clampedRange({ min: 1.5, max: 2.5 }, 0, 2)).toEqual({ min: 1, max: 2 });
    expect(clampedRange({ min: -0.5, max: 0.5 }, 0, 2)).toEqual({ min: 0, max: 1 });
    expect(clampedRange({ min: 0.5, max: 1 }, 0, 2)).toEqual({ min: 0.5, max: 1 });
    expect(clampedRange({ min: -1, max: 4 }, 0, 2)).toEqual({ min: 0, max: 2 });
  });
});
