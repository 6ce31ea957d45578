import type { ParsedBatch, ParseSummary } from './csv-parser';
import type { ParseMessage, ParseRequest } from './parse-messages';

export interface ParseCallbacks {
  /** Rows as they are parsed; `progress` is the share of the file read so far (0…1). */
  onBatch: (channels: string[], batch: ParsedBatch, progress: number) => void;
}

/**
 * Parses a CSV or log file in a Web Worker, off the page's thread. Resolves with the summary,
 * rejects with the reason when the file cannot be read. `cancel` stops the worker.
 */
export function parseFile(
  file: Blob,
  { onBatch }: ParseCallbacks,
): { done: Promise<ParseSummary>; cancel: () => void } {
  const worker = new Worker(new URL('../workers/parse-file.worker.ts', import.meta.url), {
    type: 'module',
  });
  let settle: { reject: (error: Error) => void } | null = null;
  const done = new Promise<ParseSummary>((resolve, reject) => {
    settle = { reject };
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const message = event.data;
      if (message.type === 'batch') {
        onBatch(message.channels, message.batch, file.size ? message.bytesRead / file.size : 1);
      } else if (message.type === 'done') {
        worker.terminate();
        resolve(message.summary);
      } else {
        worker.terminate();
        reject(new Error(message.reason));
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The file could not be read'));
    };
  });
  const request: ParseRequest = { file };
  worker.postMessage(request);
  return {
    done,
    cancel: () => {
      worker.terminate();
      settle?.reject(new Error('cancelled'));
    },
  };
}
