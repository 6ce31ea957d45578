import { describe, expect, it } from 'vitest';
import { CsvStreamParser, type ParsedBatch } from './csv-parser';
import { sessionCsvParts } from './export-csv';
import { SessionBuffer } from './session-buffer';

describe('sessionCsvParts', () => {
  it('writes a header and one row per sample, which the parser reads back the same', () => {
    const buffer = new SessionBuffer(['sine', 'a "quoted", name']);
    buffer.push(0, [0, 1.5]);
    buffer.push(0.001, [0.25, -2]);
    const text = sessionCsvParts(buffer, 'seconds').join('');
    expect(text).toBe('time,sine,"a ""quoted"", name"\n0,0,1.5\n0.001,0.25,-2\n');

    const batches: ParsedBatch[] = [];
    const parser = new CsvStreamParser((batch) => batches.push(batch));
    parser.push('time,sine,b\n0,0,1.5\n0.001,0.25,-2\n');
    expect(parser.finish().rows).toBe(2);
    expect(Array.from(batches[0]?.columns[1] ?? [])).toEqual([1.5, -2]);
  });

  it('names the x column "sample" when the session has no time', () => {
    const buffer = new SessionBuffer(['x']);
    buffer.push(0, [3]);
    expect(sessionCsvParts(buffer, 'samples')[0]).toBe('sample,x\n');
  });
});
