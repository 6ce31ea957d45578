/** A batch of parsed rows: the time column and one column per channel, all of one length. */
export interface ParsedBatch {
  times: Float64Array;
  columns: Float64Array[];
}

export interface ParseSummary {
  channels: string[];
  rows: number;
  /** Lines that held no usable sample (text, a wrong number of values, time running backwards). */
  skipped: number;
  /** Whether the file named a time column; otherwise the x axis counts samples. */
  timeUnit: 'seconds' | 'samples';
}

type Layout =
  | { kind: 'delimited'; delimiter: string; timeColumn: number; timeScale: number; width: number }
  | { kind: 'keyValue'; timeKey: string | null; timeScale: number };

const timeNames = new Map<string, number>([
  ['t', 1],
  ['time', 1],
  ['timestamp', 1],
  ['seconds', 1],
  ['sec', 1],
  ['s', 1],
  ['time_s', 1],
  ['time (s)', 1],
  ['time[s]', 1],
  ['ms', 0.001],
  ['time_ms', 0.001],
  ['time (ms)', 0.001],
  ['time[ms]', 0.001],
  ['millis', 0.001],
]);

function unquote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1).trim()
    : trimmed;
}

/** A number, or NaN for anything else, empty text included (Number('') would be 0). */
function toNumber(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 32 && code !== 9) return Number(text);
  }
  return Number.NaN;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9;
}

/** Splits on runs of spaces and tabs. */
function splitWhitespace(line: string): string[] {
  const fields: string[] = [];
  let start = -1;
  for (let index = 0; index <= line.length; index++) {
    const blank = index === line.length || isBlank(line.charCodeAt(index));
    if (blank && start >= 0) {
      fields.push(line.slice(start, index));
      start = -1;
    } else if (!blank && start < 0) {
      start = index;
    }
  }
  return fields;
}

function splitLine(line: string, delimiter: string): string[] {
  return delimiter === ' ' ? splitWhitespace(line) : line.split(delimiter);
}

/** `name=value` or `name: value` pairs of a log line, in order; other words are ignored. */
function keyValuePairs(line: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const word of splitWhitespace(line.replaceAll(',', ' ').replaceAll(';', ' '))) {
    const at = word.indexOf('=');
    if (at > 0 && at < word.length - 1) pairs.push([word.slice(0, at), word.slice(at + 1)]);
  }
  return pairs;
}

/**
 * Reads CSV or log text given in pieces of any size (a file's stream) and hands over columns in
 * batches. Understood: a header row or none; a comma, semicolon (decimal comma allowed), tab or
 * spaces between values; a first column named time, t, timestamp or seconds (or time_ms, ms for
 * milliseconds) as the time axis; lines starting with # as comments; and log lines of
 * `name=value` pairs. Lines without a usable sample are counted and skipped, never fatal.
 */
export class CsvStreamParser {
  private rest = '';
  private layout: Layout | null = null;
  private channelNames: string[] = [];
  private keyIndex = new Map<string, number>();
  private lastValues: Float64Array = new Float64Array(0);
  private batchTimes: Float64Array;
  private batchColumns: Float64Array[] = [];
  private batchSize = 0;
  private rowCount = 0;
  private skippedCount = 0;
  private lastTime = -Infinity;
  private timeUnit: ParseSummary['timeUnit'] = 'samples';

  constructor(
    private readonly onBatch: (batch: ParsedBatch) => void,
    private readonly batchRows = 65_536,
  ) {
    this.batchTimes = new Float64Array(batchRows);
  }

  get channels(): string[] {
    return this.channelNames;
  }

  get rows(): number {
    return this.rowCount;
  }

  /** Known once the first line is read: whether the text names its own time column. */
  get unit(): ParseSummary['timeUnit'] {
    return this.timeUnit;
  }

  push(text: string): void {
    let data = this.rest + text;
    let start = 0;
    for (;;) {
      const end = data.indexOf('\n', start);
      if (end < 0) break;
      this.line(data, start, end);
      start = end + 1;
    }
    this.rest = data.slice(start);
    data = '';
  }

  finish(): ParseSummary {
    if (this.rest) this.line(this.rest, 0, this.rest.length);
    this.rest = '';
    this.flush();
    return {
      channels: this.channelNames,
      rows: this.rowCount,
      skipped: this.skippedCount,
      timeUnit: this.timeUnit,
    };
  }

  private line(data: string, start: number, end: number): void {
    if (end > start && data.charCodeAt(end - 1) === 13) end--;
    let first = start;
    while (first < end && isBlank(data.charCodeAt(first))) first++;
    if (first === end) return;
    if (data.charCodeAt(first) === 35) return; // '#': a comment
    const line = data.slice(first, end);
    if (!this.layout) {
      this.detect(line);
      return;
    }
    if (this.layout.kind === 'keyValue') this.keyValueRow(line, this.layout);
    else this.delimitedRow(line, this.layout);
  }

  private detect(line: string): void {
    const pairs = keyValuePairs(line);
    if (pairs.some(([, value]) => !Number.isNaN(toNumber(value)))) {
      const numeric = pairs.filter(([, value]) => !Number.isNaN(toNumber(value)));
      const timePair = numeric.find(([key]) => timeNames.has(key.toLowerCase()));
      const timeKey = timePair?.[0] ?? null;
      const names = numeric.map(([key]) => key).filter((key) => key !== timeKey);
      this.layout = {
        kind: 'keyValue',
        timeKey,
        timeScale: timeKey ? (timeNames.get(timeKey.toLowerCase()) ?? 1) : 1,
      };
      this.timeUnit = timeKey ? 'seconds' : 'samples';
      this.startChannels(names);
      names.forEach((name, index) => this.keyIndex.set(name, index));
      this.keyValueRow(line, this.layout);
      return;
    }
    const delimiter = line.includes(',')
      ? ','
      : line.includes(';')
        ? ';'
        : line.includes('\t')
          ? '\t'
          : ' ';
    const fields = splitLine(line, delimiter).map(unquote);
    const header = fields.some((field) => Number.isNaN(this.number(field, delimiter)));
    if (header) {
      const timeScale = timeNames.get((fields[0] ?? '').toLowerCase());
      const hasTime = timeScale !== undefined && fields.length > 1;
      this.layout = {
        kind: 'delimited',
        delimiter,
        timeColumn: hasTime ? 0 : -1,
        timeScale: timeScale ?? 1,
        width: fields.length,
      };
      this.timeUnit = hasTime ? 'seconds' : 'samples';
      this.startChannels(
        (hasTime ? fields.slice(1) : fields).map((name, index) => name || `Channel ${index + 1}`),
      );
      return;
    }
    this.layout = {
      kind: 'delimited',
      delimiter,
      timeColumn: -1,
      timeScale: 1,
      width: fields.length,
    };
    this.startChannels(fields.map((_, index) => `Channel ${index + 1}`));
    this.delimitedRow(line, this.layout);
  }

  private startChannels(names: string[]): void {
    this.channelNames = names;
    this.lastValues = new Float64Array(names.length).fill(Number.NaN);
    this.batchColumns = names.map(() => new Float64Array(this.batchRows));
  }

  private number(text: string, delimiter: string): number {
    // With semicolons between values, a comma is the decimal mark ("3,14").
    return toNumber(delimiter === ';' ? text.replace(',', '.') : text);
  }

  private delimitedRow(line: string, layout: Extract<Layout, { kind: 'delimited' }>): void {
    const fields = splitLine(line, layout.delimiter);
    if (fields.length !== layout.width) {
      this.skippedCount++;
      return;
    }
    const values = this.lastValues;
    let time = this.rowCount;
    let channel = 0;
    for (let index = 0; index < fields.length; index++) {
      const value = this.number(fields[index] as string, layout.delimiter);
      if (Number.isNaN(value)) {
        this.skippedCount++;
        return;
      }
      if (index === layout.timeColumn) time = value * layout.timeScale;
      else values[channel++] = value;
    }
    this.row(time, values);
  }

  private keyValueRow(line: string, layout: Extract<Layout, { kind: 'keyValue' }>): void {
    let time = layout.timeKey === null ? this.rowCount : Number.NaN;
    let found = false;
    for (const [key, text] of keyValuePairs(line)) {
      const value = toNumber(text);
      if (Number.isNaN(value)) continue;
      if (key === layout.timeKey) {
        time = value * layout.timeScale;
        continue;
      }
      const index = this.keyIndex.get(key);
      if (index === undefined) continue;
      // A log line may name only some channels: the others keep their last value.
      this.lastValues[index] = value;
      found = true;
    }
    if (!found || Number.isNaN(time) || this.lastValues.some(Number.isNaN)) {
      this.skippedCount++;
      return;
    }
    this.row(time, this.lastValues);
  }

  private row(time: number, values: Float64Array): void {
    if (time < this.lastTime) {
      this.skippedCount++;
      return;
    }
    this.lastTime = time;
    const at = this.batchSize;
    this.batchTimes[at] = time;
    for (let channel = 0; channel < values.length; channel++) {
      (this.batchColumns[channel] as Float64Array)[at] = values[channel] as number;
    }
    this.batchSize++;
    this.rowCount++;
    if (this.batchSize === this.batchRows) this.flush();
  }

  private flush(): void {
    if (this.batchSize === 0) return;
    const size = this.batchSize;
    this.onBatch({
      times: this.batchTimes.slice(0, size),
      columns: this.batchColumns.map((column) => column.slice(0, size)),
    });
    this.batchSize = 0;
  }
}
