import { sessionCsvParts } from './export-csv';
import type { SessionBuffer } from './session-buffer';

function slug(text: string): string {
  let out = '';
  for (const char of text.toLowerCase()) {
    const code = char.charCodeAt(0);
    const plain = (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
    out += plain ? char : out.endsWith('-') ? '' : '-';
  }
  let start = 0;
  let end = out.length;
  while (start < end && out[start] === '-') start++;
  while (end > start && out[end - 1] === '-') end--;
  return out.slice(start, end) || 'session';
}

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replaceAll(':', '-');
}

/** The name of an exported file without its extension: `sinyal-bench-csv-2024-05-01T09-30-00`. */
export function exportFileStem(sourceName: string, startedAt: Date): string {
  return `sinyal-${slug(sourceName)}-${stamp(startedAt)}`;
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the recording as CSV; returns the file's name. */
export function downloadCsv(
  buffer: SessionBuffer,
  timeUnit: 'seconds' | 'samples',
  stem: string,
): string {
  const fileName = `${stem}.csv`;
  download(new Blob(sessionCsvParts(buffer, timeUnit), { type: 'text/csv' }), fileName);
  return fileName;
}

/** Downloads the chart as a PNG, then calls `onSaved` with the file's name. */
export function downloadPng(
  source: HTMLCanvasElement,
  stem: string,
  onSaved: (fileName: string) => void,
): void {
  // The chart's canvas is transparent; a PNG on a white page reads better.
  const canvas = document.createElement('canvas');
  canvas.width = source.width;
  canvas.height = source.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(source, 0, 0);
  const fileName = `${stem}.png`;
  canvas.toBlob((blob) => {
    if (!blob) return;
    download(blob, fileName);
    onSaved(fileName);
  }, 'image/png');
}
