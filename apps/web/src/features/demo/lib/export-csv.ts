import type { SessionBuffer } from './session-buffer';

// Built in slices, so a million rows never become one giant string.
const rowsPerPart = 20_000;

function csvField(name: string): string {
  return /^[^",\n\r]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
}

/** The session as CSV: a header (time and the channel names), then one row per sample. */
export function sessionCsvParts(buffer: SessionBuffer, timeUnit: 'seconds' | 'samples'): string[] {
  const parts = [
    [timeUnit === 'seconds' ? 'time' : 'sample', ...buffer.channels].map(csvField).join(',') + '\n',
  ];
  const channels = buffer.channels.length;
  for (let start = 0; start < buffer.length; start += rowsPerPart) {
    const end = Math.min(buffer.length, start + rowsPerPart);
    let text = '';
    for (let row = start; row < end; row++) {
      text += buffer.timeAt(row);
      for (let channel = 0; channel < channels; channel++) {
        text += ',' + buffer.valueAt(channel, row);
      }
      text += '\n';
    }
    parts.push(text);
  }
  return parts;
}
