import type { SessionBuffer } from './session-buffer';
import { signalValue, type SignalKind } from './signals';

/**
 * The simulated source: signals sampled at `rate` Hz from `start` (a performance.now() time). Each
 * frame asks it for the samples due by then; it produces each sample once, in order.
 */
export class Simulation {
  private generated = 0;
  private readonly values: Float64Array;

  constructor(
    readonly kinds: readonly SignalKind[],
    readonly rate: number,
    private readonly start: number,
  ) {
    this.values = new Float64Array(kinds.length);
  }

  /**
   * Appends to `buffer` the samples due at `now`, leaving it at most `rowLimit` rows long.
   * Returns whether any were added.
   */
  generate(now: number, buffer: SessionBuffer, rowLimit: number): boolean {
    let due = Math.floor(((now - this.start) / 1000) * this.rate);
    // Coming back to a hidden tab: skip the gap rather than fill it in one frame.
    if (due - this.generated > this.rate) {
      this.generated = due - this.rate;
    }
    due = Math.min(due, this.generated + rowLimit - buffer.length);
    for (let index = this.generated; index < due; index++) {
      const time = index / this.rate;
      for (let channel = 0; channel < this.kinds.length; channel++) {
        this.values[channel] = signalValue(this.kinds[channel] as SignalKind, time, index);
      }
      buffer.push(time, this.values);
    }
    const added = due > this.generated;
    this.generated = due;
    return added;
  }
}
