import { describe, expect, it } from 'vitest';
import { ReplayClock, rowsDue } from './replay-clock';
import { SessionBuffer } from './session-buffer';

/** Ten seconds at 10 Hz, from second 5 (a session's time need not start at 0). */
function recording(): SessionBuffer {
  const buffer = new SessionBuffer(['a']);
  for (let row = 0; row < 100; row++) buffer.push(5 + row / 10, [row]);
  return buffer;
}

describe('the rows due in a replay', () => {
  it('are those recorded up to the session time, its own sample included', () => {
    const buffer = recording();
    expect(rowsDue(buffer, 5, 'seconds')).toBe(1);
    expect(rowsDue(buffer, 6, 'seconds')).toBe(11);
    expect(rowsDue(buffer, 99, 'seconds')).toBe(100);
  });

  it('come at 100 samples a second in a recording without time', () => {
    const buffer = new SessionBuffer(['a']);
    for (let sample = 0; sample < 500; sample++) buffer.push(sample, [sample]);
    expect(rowsDue(buffer, 1.5, 'samples')).toBe(150);
    expect(rowsDue(buffer, 10, 'samples')).toBe(500);
  });
});

describe('the replay clock', () => {
  it('runs at its speed from the first sample', () => {
    const clock = new ReplayClock();
    clock.start(5, 1000, 2);
    expect(clock.time(1000)).toBe(5);
    expect(clock.time(2000)).toBe(7);
  });

  it('stands still between a hold and a resume', () => {
    const clock = new ReplayClock();
    clock.start(5, 0, 1);
    clock.hold(3000);
    clock.resume(10_000);
    expect(clock.time(10_000)).toBe(8);
    expect(clock.time(11_000)).toBe(9);
  });

  it('keeps the time it reached when its speed changes', () => {
    const clock = new ReplayClock();
    clock.start(0, 0, 1);
    clock.setSpeed(10, 2000, true);
    expect(clock.time(2000)).toBe(2);
    expect(clock.time(3000)).toBe(12);
    // Held (paused): the new speed counts from when it resumes.
    clock.hold(3000);
    clock.setSpeed(5, 4000, false);
    expect(clock.time(4000)).toBe(12);
  });

  it('reveals rows as they fall due, and says when all are', () => {
    const buffer = recording();
    const clock = new ReplayClock();
    clock.start(buffer.firstTime, 0, 1);
    expect(clock.advance(buffer, 0, 'seconds')).toEqual({ changed: true, done: false });
    expect(clock.end).toBe(1);
    expect(clock.advance(buffer, 0, 'seconds')).toEqual({ changed: false, done: false });
    expect(clock.advance(buffer, 2000, 'seconds')).toEqual({ changed: true, done: false });
    expect(clock.end).toBe(21);
    expect(clock.advance(buffer, 60_000, 'seconds')).toEqual({ changed: true, done: true });
    expect(clock.end).toBe(100);
  });
});
