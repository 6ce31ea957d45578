import { readFile } from 'node:fs/promises';
import type { AgentStreamChannel } from '@sinyal/contracts/agent-stream';

/** What the live stream plays: fixed channels at a fixed rate, read a run of samples at a time. */
export interface StreamSource {
  /** Samples per second per channel. */
  readonly rate: number;
  readonly channels: readonly AgentStreamChannel[];
  /** The next `count` samples of every channel, by channel name. */
  next(count: number): Record<string, number[]>;
}

export const simulatedRate = 100;

// Rounded like a real sensor reports, so the stream stays small as JSON.
const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * The reference agent's stand-in for the desktop app's instruments: a room temperature drifting
 * around 20 °C, air pressure near 1013 hPa, and a 1 Hz sine in volts. A sample's value depends
 * only on its index, so the stream is the same for every client and every run.
 */
export function simulatedSource(rate = simulatedRate): StreamSource {
  let index = 0;
  return {
    rate,
    channels: [
      { name: 'temperature', unit: '°C' },
      { name: 'pressure', unit: 'hPa' },
      { name: 'sine', unit: 'V' },
    ],
    next(count) {
      const values: Record<string, number[]> = { temperature: [], pressure: [], sine: [] };
      for (let i = 0; i < count; i += 1, index += 1) {
        const t = index / rate;
        values.temperature!.push(round(20 + 1.5 * Math.sin(t / 20) + 0.05 * Math.sin(t * 7.3), 3));
        values.pressure!.push(round(1013 + 2 * Math.sin(t / 45) + 0.1 * Math.cos(t * 3.1), 2));
        values.sine!.push(round(Math.sin(2 * Math.PI * t), 4));
      }
      return values;
    },
  };
}

export class StreamCsvError extends Error {}

const timeColumn = /^(t|time|timestamp|time_s|seconds)$/i;
/**
 * "temperature (°C)" or "temperature [°C]" names the unit after the channel (at most 16
 * characters). Read by index rather than a regular expression, which would backtrack on a long
 * header.
 */
function channelOf(header: string): AgentStreamChannel {
  const text = header.trim();
  const close = text.at(-1);
  const open =
    close === ')' || close === ']' ? Math.max(text.lastIndexOf('('), text.lastIndexOf('[')) : -1;
  const unit = open >= 0 ? text.slice(open + 1, -1).trim() : '';
  const named = open >= 0 && unit.length <= 16 && !/[)\]]/.test(unit);
  const name = (named ? text.slice(0, open).trim() : header).slice(0, 64);
  return { name: name || 'value', unit: named ? unit : '' };
}

/**
 * A CSV file with a header row, played in a loop. A first column named "time" (seconds) is not
 * a channel: it gives the rate when none is set. Rows that are not all numbers are skipped.
 */
export function csvSource(text: string, rate?: number): StreamSource {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split(',').map((cell) => cell.trim());
  const hasTime = timeColumn.test(header[0] ?? '');
  const names = hasTime ? header.slice(1) : header;
  if (names.length === 0 || names.length > 64) {
    throw new StreamCsvError('the first line must name 1 to 64 channels, separated by commas');
  }
  const times: number[] = [];
  const rows: number[][] = [];
  for (const line of lines) {
    const cells = line.split(',').map((cell) => Number(cell.trim()));
    if (cells.length !== header.length || cells.some((cell) => !Number.isFinite(cell))) continue;
    if (hasTime) times.push(cells.shift()!);
    rows.push(cells);
  }
  if (rows.length === 0) throw new StreamCsvError('no row holds a number for every column');
  const steps = times.slice(1).map((time, i) => time - times[i]!);
  const step = steps.sort((a, b) => a - b)[Math.floor(steps.length / 2)];
  const ownRate = step && step > 0 ? 1 / step : undefined;
  const channels = names.map(channelOf);
  if (new Set(channels.map((channel) => channel.name)).size !== channels.length) {
    throw new StreamCsvError('two columns have the same channel name');
  }
  let index = 0;
  return {
    rate: rate ?? ownRate ?? simulatedRate,
    channels,
    next(count) {
      const values: Record<string, number[]> = Object.fromEntries(
        channels.map((channel) => [channel.name, []]),
      );
      for (let i = 0; i < count; i += 1, index = (index + 1) % rows.length) {
        channels.forEach((channel, column) => values[channel.name]!.push(rows[index]![column]!));
      }
      return values;
    },
  };
}

/** The source the settings ask for: the CSV file (AGENT_STREAM_CSV), or the simulation. */
export async function openStreamSource(file?: string, rate?: number): Promise<StreamSource> {
  if (!file) return simulatedSource(rate);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new StreamCsvError(`AGENT_STREAM_CSV: cannot read ${file} (${(error as Error).message})`);
  }
  try {
    return csvSource(text, rate);
  } catch (error) {
    throw new StreamCsvError(`AGENT_STREAM_CSV: ${file}: ${(error as Error).message}`);
  }
}
