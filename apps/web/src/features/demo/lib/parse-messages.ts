import type { ParsedBatch, ParseSummary } from './csv-parser';

/** What the page sends the parsing worker. */
export interface ParseRequest {
  file: Blob;
}

/** What the parsing worker sends back, in this order: batches, then done or failed. */
export type ParseMessage =
  | { type: 'batch'; channels: string[]; batch: ParsedBatch; bytesRead: number }
  | { type: 'done'; summary: ParseSummary }
  | { type: 'failed'; reason: string };
