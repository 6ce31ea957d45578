import { CsvStreamParser } from './csv-parser';
import { connectSerial, type SerialConnection } from './web-serial';

/** Samples as they arrive: the channels known so far, a time column and one column a channel. */
export type SerialSamples = (
  channels: string[],
  times: Float64Array,
  columns: Float64Array[],
) => void;

/**
 * Opens a serial port (the browser asks which) and parses its lines as CSV, one line at a time.
 * Lines without a time column of their own are timed by when they arrived, in seconds from now.
 */
export function openSerialSource(
  baudRate: number,
  onSamples: SerialSamples,
  clock: () => number = () => performance.now(),
): Promise<SerialConnection> {
  const parser = new CsvStreamParser((batch) => {
    const times =
      parser.unit === 'seconds' ? batch.times : batch.times.map(() => (clock() - started) / 1000);
    onSamples(parser.channels, times, batch.columns);
  }, 1);
  const started = clock();
  return connectSerial(baudRate, (line) => parser.push(`${line}\n`));
}

/** Closing the browser's port chooser without a port is a choice, not a failure. */
export function isChooserClosed(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'NotFoundError';
}

/** Why a port failed, as the status line says it. */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
