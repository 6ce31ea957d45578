/**
 * A session's samples in columns: one time column (seconds) and one column per channel, in
 * Float64Arrays that double as they fill. uPlot draws typed arrays directly, so a view of the
 * last seconds is a `subarray`, never a copy.
 */
export class SessionBuffer {
  readonly channels: string[];
  private times: Float64Array;
  private columns: Float64Array[];
  private size = 0;

  constructor(channels: string[], capacity = 4096) {
    this.channels = channels;
    this.times = new Float64Array(capacity);
    this.columns = channels.map(() => new Float64Array(capacity));
  }

  /** Builds a buffer around columns that are already filled (a saved session). */
  static from(channels: string[], times: Float64Array, columns: Float64Array[]): SessionBuffer {
    const buffer = new SessionBuffer(channels, Math.max(1, times.length));
    buffer.times.set(times);
    columns.forEach((column, index) => buffer.columns[index]?.set(column));
    buffer.size = times.length;
    return buffer;
  }

  get length(): number {
    return this.size;
  }

  private ensure(extra: number): void {
    const needed = this.size + extra;
    if (needed <= this.times.length) return;
    let capacity = this.times.length;
    while (capacity < needed) capacity *= 2;
    const grow = (old: Float64Array) => {
      const next = new Float64Array(capacity);
      next.set(old.subarray(0, this.size));
      return next;
    };
    this.times = grow(this.times);
    this.columns = this.columns.map(grow);
  }

  /** Appends one sample: its time and one value per channel. */
  push(time: number, values: ArrayLike<number>): void {
    this.ensure(1);
    this.times[this.size] = time;
    for (let channel = 0; channel < this.columns.length; channel++) {
      (this.columns[channel] as Float64Array)[this.size] = values[channel] ?? Number.NaN;
    }
    this.size++;
  }

  /** Appends a batch of rows given as columns of equal length. */
  pushColumns(times: Float64Array, columns: Float64Array[]): void {
    this.ensure(times.length);
    this.times.set(times, this.size);
    this.columns.forEach((column, index) => {
      const source = columns[index];
      if (source) column.set(source, this.size);
      else column.fill(Number.NaN, this.size, this.size + times.length);
    });
    this.size += times.length;
  }

  timeAt(index: number): number {
    return this.times[index] ?? Number.NaN;
  }

  valueAt(channel: number, index: number): number {
    return this.columns[channel]?.[index] ?? Number.NaN;
  }

  get firstTime(): number {
    return this.size ? (this.times[0] as number) : 0;
  }

  get lastTime(): number {
    return this.size ? (this.times[this.size - 1] as number) : 0;
  }

  /** The index of the first sample at or after `time` (binary search: times only grow). */
  indexAt(time: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.times[middle] as number) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Views of the rows [start, end): the time column first, as uPlot takes them. */
  view(start = 0, end = this.size): Float64Array[] {
    return [
      this.times.subarray(start, end),
      ...this.columns.map((column) => column.subarray(start, end)),
    ];
  }

  /** Copies of the filled columns, for saving. */
  snapshot(): { times: Float64Array; columns: Float64Array[] } {
    return {
      times: this.times.slice(0, this.size),
      columns: this.columns.map((column) => column.slice(0, this.size)),
    };
  }
}
