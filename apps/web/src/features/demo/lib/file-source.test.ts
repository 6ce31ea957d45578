import { describe, expect, it } from 'vitest';
import type { ParsedBatch, ParseSummary } from './csv-parser';
import { readRecording } from './file-source';
import type { parseFile } from './parse-file';

const batch = (times: number[], columns: number[][]): ParsedBatch => ({
  times: new Float64Array(times),
  columns: columns.map((column) => new Float64Array(column)),
});

/** A stand-in for the worker: hands over `batches`, then ends with `summary` (or a failure). */
function parserOf(batches: ParsedBatch[], end: ParseSummary | Error): typeof parseFile {
  return (_file, { onBatch }) => {
    let cancel = () => {};
    const done = new Promise<ParseSummary>((resolve, reject) => {
      cancel = () => reject(new Error('cancelled'));
      queueMicrotask(() => {
        batches.forEach((each, index) => onBatch(['speed', 'rpm'], each, (index + 1) / 2));
        if (end instanceof Error) reject(end);
        else resolve(end);
      });
    });
    return { done, cancel };
  };
}

const summary = (rows: number): ParseSummary => ({
  rows,
  skipped: 0,
  channels: ['speed', 'rpm'],
  timeUnit: 'seconds',
});

describe('reading a file', () => {
  it('gathers every batch into one recording and reports how much is read', async () => {
    const progress: number[] = [];
    const parse = parserOf(
      [
        batch(
          [0, 0.5],
          [
            [1.5, 2],
            [800, 810],
          ],
        ),
        batch([1], [[2.5], [820]]),
      ],
      summary(3),
    );
    const { buffer, summary: read } = await readRecording(
      new Blob(),
      (share) => progress.push(share),
      parse,
    ).done;
    expect(read.rows).toBe(3);
    expect(buffer?.channels).toEqual(['speed', 'rpm']);
    expect(Array.from(buffer?.view()[2] ?? [])).toEqual([800, 810, 820]);
    expect(progress).toEqual([0.5, 1]);
  });

  it('has no recording when the file holds no sample', async () => {
    const { buffer } = await readRecording(new Blob(), () => {}, parserOf([], summary(0))).done;
    expect(buffer).toBeNull();
  });

  it('ends with the reason when the file cannot be read, or with "cancelled"', async () => {
    const broken = readRecording(new Blob(), () => {}, parserOf([], new Error('unreadable')));
    await expect(broken.done).rejects.toThrow('unreadable');
    const cancelled = readRecording(new Blob(), () => {}, parserOf([], summary(0)));
    cancelled.cancel();
    await expect(cancelled.done).rejects.toThrow('cancelled');
  });
});
