import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionBuffer } from './session-buffer';
import { downloadCsv, exportFileStem } from './session-export';

describe('the name of an exported file', () => {
  const start = new Date('2024-05-01T09:30:15.250Z');

  it('says the source and when it started, in characters every file system takes', () => {
    expect(exportFileStem('bench.csv', start)).toBe('sinyal-bench-csv-2024-05-01T09-30-15');
    expect(exportFileStem('Sine, Square · 100 Hz', start)).toBe(
      'sinyal-sine-square-100-hz-2024-05-01T09-30-15',
    );
  });

  it('says "session" for a source whose name has no plain letter or digit', () => {
    expect(exportFileStem('', start)).toBe('sinyal-session-2024-05-01T09-30-15');
    expect(exportFileStem('Çığ', start)).toBe('sinyal-session-2024-05-01T09-30-15');
  });
});

describe('a CSV download', () => {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();

  beforeEach(() => {
    vi.useFakeTimers();
    let next = 0;
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        const url = `blob:${++next}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: (url: string) => blobs.delete(url),
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.getAttribute('href') ?? '');
      if (blob) saved.push({ name: this.download, blob });
    });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the recording under its name, and lets go of the bytes afterwards', async () => {
    const buffer = new SessionBuffer(['speed']);
    buffer.push(0, [1.5]);
    buffer.push(0.5, [2]);
    expect(downloadCsv(buffer, 'seconds', 'sinyal-bench')).toBe('sinyal-bench.csv');
    expect(saved.map(({ name }) => name)).toEqual(['sinyal-bench.csv']);
    expect(await saved[0]?.blob.text()).toBe('time,speed\n0,1.5\n0.5,2\n');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(blobs.size).toBe(0);
  });
});
