import { describe, expect, test } from 'vitest';
import { easeInOutCubic, scrollPositionAt, scrollTargetFor } from './scroll-animation';

describe('easeInOutCubic', () => {
  test('starts at 0, passes the middle at 0.5 and ends at 1', () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
  });

  test('is slow at both ends and symmetric', () => {
    expect(easeInOutCubic(0.1)).toBeCloseTo(0.004);
    expect(easeInOutCubic(0.9)).toBeCloseTo(0.996);
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });

  test('never moves backwards', () => {
    let previous = 0;
    for (let step = 1; step <= 100; step++) {
      const value = easeInOutCubic(step / 100);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  test('clamps progress outside 0..1', () => {
    expect(easeInOutCubic(-0.2)).toBe(0);
    expect(easeInOutCubic(1.4)).toBe(1);
  });
});

describe('scrollPositionAt', () => {
  test('moves from start to target over the duration, downwards and upwards', () => {
    expect(scrollPositionAt(200, 1200, 0, 500)).toBe(200);
    expect(scrollPositionAt(200, 1200, 250, 500)).toBe(700);
    expect(scrollPositionAt(200, 1200, 500, 500)).toBe(1200);
    expect(scrollPositionAt(1200, 200, 250, 500)).toBe(700);
  });

  test('stays on the target once the time is up', () => {
    expect(scrollPositionAt(200, 1200, 640, 500)).toBe(1200);
  });

  test('jumps straight to the target with no duration', () => {
    expect(scrollPositionAt(200, 1200, 0, 0)).toBe(1200);
  });
});

describe('scrollTargetFor', () => {
  test('stops 100 px short of the element with an offset of -100', () => {
    expect(scrollTargetFor(1500, -100, 5000)).toBe(1400);
  });

  test('never scrolls above the top or past the end of the page', () => {
    expect(scrollTargetFor(40, -100, 5000)).toBe(0);
    expect(scrollTargetFor(4800, -100, 4000)).toBe(4000);
  });
});
