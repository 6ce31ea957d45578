import { describe, expect, it } from 'vitest';
import { CsvStreamParser, type ParsedBatch } from './csv-parser';

function parse(text: string, pieces = 1, batchRows = 4) {
  const batches: ParsedBatch[] = [];
  const parser = new CsvStreamParser((batch) => batches.push(batch), batchRows);
  const size = Math.ceil(text.length / pieces);
  for (let at = 0; at < text.length; at += size) parser.push(text.slice(at, at + size));
  const summary = parser.finish();
  const times = batches.flatMap((batch) => Array.from(batch.times));
  const columns = summary.channels.map((_, index) =>
    batches.flatMap((batch) => Array.from(batch.columns[index] ?? [])),
  );
  return { summary, times, columns };
}

describe('CsvStreamParser', () => {
  it('reads a header with a time column, in pieces that split lines and numbers', () => {
    const text = 'time,speed,rpm\r\n0,1.5,800\n0.1,2,810\n0.2,2.5,820\n0.3,3,830\n0.4,3.5,840\n';
    for (const pieces of [1, 3, 17, text.length]) {
      const { summary, times, columns } = parse(text, pieces);
      expect(summary).toEqual({
        channels: ['speed', 'rpm'],
        rows: 5,
        skipped: 0,
        timeUnit: 'seconds',
      });
      expect(times).toEqual([0, 0.1, 0.2, 0.3, 0.4]);
      expect(columns[1]).toEqual([800, 810, 820, 830, 840]);
    }
  });

  it('numbers the samples when there is no header, and skips comments and bad lines', () => {
    const { summary, times, columns } = parse('# bench run 3\n1 2\n3 4\noops\n5\n7 8');
    expect(summary.channels).toEqual(['Channel 1', 'Channel 2']);
    expect(summary.timeUnit).toBe('samples');
    expect(summary.skipped).toBe(2);
    expect(times).toEqual([0, 1, 2]);
    expect(columns[0]).toEqual([1, 3, 7]);
  });

  it('reads semicolons with decimal commas and a time in milliseconds', () => {
    const { summary, times, columns } = parse('time_ms;temp\n0;21,5\n500;21,75\n');
    expect(summary.channels).toEqual(['temp']);
    expect(times).toEqual([0, 0.5]);
    expect(columns[0]).toEqual([21.5, 21.75]);
  });

  it('treats an empty value as a bad line rather than as zero', () => {
    const { summary, columns } = parse('a,b\n1,2\n3,\n5,6\n');
    expect(summary.skipped).toBe(1);
    expect(columns[1]).toEqual([2, 6]);
  });

  it('skips a row whose time runs backwards', () => {
    const { summary, times } = parse('t,v\n0,1\n1,2\n0.5,3\n2,4\n');
    expect(summary.skipped).toBe(1);
    expect(times).toEqual([0, 1, 2]);
  });

  it('reads log lines of name=value pairs, keeping the last value of a channel a line leaves out', () => {
    const log = [
      '2025-09-01 10:00:00 INFO t=0 temp=21.5 hum=40',
      '2025-09-01 10:00:01 INFO t=1 temp=21.7',
      '2025-09-01 10:00:02 WARN sensor restarted',
      '2025-09-01 10:00:03 INFO t=3 hum=42',
    ].join('\n');
    const { summary, times, columns } = parse(log);
    expect(summary.channels).toEqual(['temp', 'hum']);
    expect(summary.timeUnit).toBe('seconds');
    expect(summary.skipped).toBe(1);
    expect(times).toEqual([0, 1, 3]);
    expect(columns[0]).toEqual([21.5, 21.7, 21.7]);
    expect(columns[1]).toEqual([40, 40, 42]);
  });
});
