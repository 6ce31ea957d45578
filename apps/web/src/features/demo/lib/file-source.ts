import type { ParseSummary } from './csv-parser';
import { parseFile } from './parse-file';
import { SessionBuffer } from './session-buffer';

/** User Timing names the benchmark reads (scripts/bench/demo.mjs). */
export const fileMarks = {
  start: 'sinyal-demo:file-start',
  drawn: 'sinyal-demo:file-drawn',
  measure: 'sinyal-demo:file',
} as const;

/** Starts timing a file from its choice to its chart, forgetting the previous file's timing. */
export function markFileStart(): void {
  performance.clearMarks(fileMarks.start);
  performance.clearMarks(fileMarks.drawn);
  performance.clearMeasures(fileMarks.measure);
  performance.mark(fileMarks.start);
}

export function markFileDrawn(): void {
  performance.mark(fileMarks.drawn);
  performance.measure(fileMarks.measure, fileMarks.start, fileMarks.drawn);
}

export interface FileRecording {
  /** The file's samples, or null when it holds none; rejects with 'cancelled' after `cancel`. */
  done: Promise<{ buffer: SessionBuffer | null; summary: ParseSummary }>;
  cancel: () => void;
}

/** Reads a CSV or log file (in a worker) into one buffer; `onProgress` gets the share read. */
export function readRecording(
  file: Blob,
  onProgress: (share: number) => void,
  parse: typeof parseFile = parseFile,
): FileRecording {
  let buffer: SessionBuffer | null = null;
  const job = parse(file, {
    onBatch: (channels, batch, progress) => {
      buffer ??= new SessionBuffer(channels, Math.max(4096, batch.times.length));
      buffer.pushColumns(batch.times, batch.columns);
      onProgress(progress);
    },
  });
  return {
    done: job.done.then((summary) => ({ buffer, summary })),
    cancel: job.cancel,
  };
}

/** The bytes of one of the site's sample recordings. */
export async function fetchSample(url: string): Promise<Blob> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
}
