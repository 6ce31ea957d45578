import type { SessionBuffer } from './session-buffer';

export const replaySpeeds = [1, 2, 5, 10] as const;

/**
 * The rows of a recording due `time` seconds into it. A recording without time advances 100
 * samples a second.
 */
export function rowsDue(
  buffer: SessionBuffer,
  time: number,
  timeUnit: 'seconds' | 'samples',
): number {
  return timeUnit === 'seconds'
    ? Math.min(buffer.length, buffer.indexAt(time + 1e-9))
    : Math.min(buffer.length, Math.floor((time - buffer.firstTime) * 100));
}

/**
 * The clock of a replay: which session time is shown at a moment, at a speed that may change, and
 * how many rows are revealed so far. Moments are performance.now() times.
 */
export class ReplayClock {
  /** How many rows of the session are revealed. */
  end = 0;
  // The session time shown at `anchorNow`.
  private anchorTime = 0;
  private anchorNow = 0;
  private speed = 1;

  start(firstTime: number, now: number, speed: number): void {
    this.anchorTime = firstTime;
    this.anchorNow = now;
    this.speed = speed;
    this.end = 0;
  }

  /** The session time shown at `now`. */
  time(now: number): number {
    return this.anchorTime + ((now - this.anchorNow) / 1000) * this.speed;
  }

  /** Keeps the session time reached at `now`, to go on from it later. */
  hold(now: number): void {
    this.anchorTime = this.time(now);
  }

  /** Goes on from the held session time: the clock stood still since. */
  resume(now: number): void {
    this.anchorNow = now;
  }

  /** A new speed from `now`; a running clock keeps the session time it reached. */
  setSpeed(speed: number, now: number, running: boolean): void {
    if (running) this.hold(now);
    this.anchorNow = now;
    this.speed = speed;
  }

  /** Reveals the rows due at `now`: whether the revealed rows changed, and whether all are. */
  advance(
    buffer: SessionBuffer,
    now: number,
    timeUnit: 'seconds' | 'samples',
  ): { changed: boolean; done: boolean } {
    const end = rowsDue(buffer, this.time(now), timeUnit);
    const changed = end !== this.end;
    this.end = end;
    const done = end >= buffer.length;
    if (done) this.end = buffer.length;
    return { changed, done };
  }
}
