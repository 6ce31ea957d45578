import uPlot from 'uplot';
import type { KeysUnder } from '../../../i18n/keys';
import { CsvStreamParser, type ParsedBatch } from './csv-parser';
import { sessionCsvParts } from './export-csv';
import { parseFile } from './parse-file';
import { SessionBuffer } from './session-buffer';
import {
  deleteSession,
  listSessions,
  loadSession,
  saveChunk,
  type SavedSessionInfo,
} from './session-store';
import { signalValue, type SampleRate, type SignalKind } from './signals';
import { connectSerial, type SerialConnection } from './web-serial';

export type DemoMode = 'idle' | 'live' | 'loading' | 'static' | 'replay';
export type SourceKind = 'simulated' | 'serial' | 'file' | 'sample' | 'saved';
export type StatusKey = Extract<KeysUnder<'demo', 'status'>, string>;
export type StatusParams = Record<string, string | number>;

export interface ChannelState {
  name: string;
  visible: boolean;
  color: string;
}

export interface DemoSnapshot {
  mode: DemoMode;
  source: SourceKind | null;
  sourceName: string;
  channels: ChannelState[];
  paused: boolean;
  rows: number;
  durationS: number;
  timeUnit: 'seconds' | 'samples';
  /** Share of a file read so far while loading. */
  progress: number | null;
  replaySpeed: number;
  savedSessions: SavedSessionInfo[];
  /** False when the browser keeps no IndexedDB (a private window in some browsers). */
  storageAvailable: boolean;
  /** The last thing the demo did, for the status line and screen readers. */
  status: { key: StatusKey; params: StatusParams; serial: number } | null;
}

export interface Readout {
  time: number;
  values: number[];
  /** True when the values are those under the pointer, false when they are the latest. */
  atCursor: boolean;
}

/** How many seconds a live or replayed session shows: the newest part, like a scope. */
export const liveWindowS = 10;
/** A live session stops recording here: a minute at 10 kHz, ten minutes at 1 kHz. */
export const liveRowLimit = 600_000;
export const replaySpeeds = [1, 2, 5, 10] as const;
const autosaveEveryMs = 5000;
// Counts and the readout reach React twice a second: enough to read, cheap for the frame budget.
const snapshotEveryMs = 500;

const palette = ['#00796b', '#d9480f', '#1864ab', '#7048e8', '#2b8a3e', '#c2255c', '#5c6b68'];

/** User Timing names the benchmark reads (scripts/bench/demo.mjs). */
export const fileMarks = {
  start: 'sinyal-demo:file-start',
  drawn: 'sinyal-demo:file-drawn',
  measure: 'sinyal-demo:file',
} as const;

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

function stamp(date: Date): string {
  return date.toISOString().slice(0, 19).replaceAll(':', '-');
}

/**
 * Which axis each channel of a recording goes on: channels whose span is more than ten times that
 * of the narrowest one go on the right, so that a speed in rpm does not flatten a current in amps.
 */
function axesFor(buffer: SessionBuffer): ('y' | 'y2')[] {
  const spans = buffer.channels.map((_, channel) => {
    let low = Infinity;
    let high = -Infinity;
    for (let row = 0; row < buffer.length; row++) {
      const value = buffer.valueAt(channel, row);
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return Math.max(high - low, Number.EPSILON);
  });
  const narrowest = Math.min(...spans);
  const wide = spans.map((span) => span > narrowest * 10);
  // All on the right, or all on the left, is one axis: keep it on the left.
  return wide.every(Boolean) ? spans.map(() => 'y') : wide.map((right) => (right ? 'y2' : 'y'));
}

/**
 * The demo's engine, outside React: it owns the samples, the chart and the clock. Sources push
 * samples into a column buffer; one animation frame loop draws the newest window with uPlot.
 * React reads a snapshot (a few times a second at most) and calls the actions.
 */
export class DemoController {
  private snapshot: DemoSnapshot = {
    mode: 'idle',
    source: null,
    sourceName: '',
    channels: [],
    paused: false,
    rows: 0,
    durationS: 0,
    timeUnit: 'seconds',
    progress: null,
    replaySpeed: 1,
    savedSessions: [],
    storageAvailable: true,
    status: null,
  };
  private listeners = new Set<() => void>();
  private readoutListener: ((readout: Readout | null) => void) | null = null;
  private buffer: SessionBuffer | null = null;
  private plot: uPlot | null = null;
  private container: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private frame = 0;
  private dirty = false;
  private lastSnapshotAt = 0;
  private statusSerial = 0;
  private stopSource: (() => void) | null = null;
  private cancelParse: (() => void) | null = null;
  private sessionId = '';
  private startedAt = new Date();
  private lastSaveAt = 0;
  private saving: Promise<void> = Promise.resolve();
  private pendingFileMark = false;
  private rangeByReader = false;
  // Auto-save: how many rows of the live session are saved, in how many chunks.
  private savedRows = 0;
  private savedChunks = 0;
  // Replay: the session time shown at `replayAnchorNow`, and how many rows are revealed.
  private replayAnchorTime = 0;
  private replayAnchorNow = 0;
  private replayEnd = 0;
  private simulation: {
    kinds: SignalKind[];
    rate: number;
    start: number;
    generated: number;
    values: Float64Array;
  } | null = null;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DemoSnapshot => this.snapshot;

  private update(patch: Partial<DemoSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private announce(key: StatusKey, params: StatusParams = {}): void {
    this.update({ status: { key, params, serial: ++this.statusSerial } });
  }

  onReadout(listener: ((readout: Readout | null) => void) | null): void {
    this.readoutListener = listener;
  }

  // ---- chart ----------------------------------------------------------------------------

  mount(container: HTMLElement): void {
    this.container = container;
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    void this.refreshSessions();
  }

  destroy(): void {
    this.stopCurrent(false);
    cancelAnimationFrame(this.frame);
    this.resizeObserver?.disconnect();
    this.plot?.destroy();
    this.plot = null;
    this.container = null;
  }

  private size(): { width: number; height: number } {
    const width = Math.max(200, Math.floor(this.container?.clientWidth ?? 600));
    return { width, height: width < 600 ? 260 : 380 };
  }

  private resize(): void {
    if (this.plot) this.plot.setSize(this.size());
  }

  private createPlot(channels: string[], scales: ('y' | 'y2')[]): void {
    this.plot?.destroy();
    this.plot = null;
    if (!this.container) return;
    const hasRight = scales.includes('y2');
    const axisStyle = {
      stroke: '#44534f',
      grid: { stroke: '#e6eeec', width: 1 },
      ticks: { stroke: '#d8e2e0', width: 1 },
    };
    const options: uPlot.Options = {
      ...this.size(),
      scales: { x: { time: false }, y: { auto: true }, y2: { auto: true } },
      legend: { show: false },
      cursor: {
        drag: { x: true, y: false, setScale: true },
        points: { show: false },
      },
      // Fixed axis sizes: uPlot otherwise measures the tick labels again whenever they change,
      // which in a live view is every frame.
      axes: [
        { ...axisStyle, size: 36 },
        { ...axisStyle, scale: 'y', size: 64 },
        ...(hasRight
          ? [{ ...axisStyle, scale: 'y2', side: 1, size: 64, grid: { show: false } }]
          : []),
      ],
      series: [
        {},
        ...channels.map((name, index) => ({
          label: name,
          scale: scales[index] ?? 'y',
          stroke: palette[index % palette.length],
          // One device pixel, aligned to the pixel grid: a dense live trace (noise at 1 kHz is a
          // solid band) rasterises several times faster than a wider, anti-aliased one.
          width: 1 / devicePixelRatio,
          points: { show: false },
        })),
      ],
      hooks: {
        setSelect: [
          (plot: uPlot) => {
            // A drag selects a span and zooms to it; the live view holds still for it.
            if (plot.select.width <= 0) return;
            this.rangeByReader = true;
            if (this.isLive() && !this.snapshot.paused) this.setPaused(true, false);
          },
        ],
        setScale: [
          (plot: uPlot, key: string) => {
            // Only a range the reader chose is announced, not each redraw of new data.
            if (key !== 'x' || !this.rangeByReader) return;
            this.rangeByReader = false;
            const { min, max } = plot.scales.x ?? {};
            if (min === undefined || max === undefined || min === null || max === null) return;
            this.announce('range', { from: min.toFixed(3), to: max.toFixed(3) });
          },
        ],
        setCursor: [() => this.emitReadout()],
        draw: [
          () => {
            if (!this.pendingFileMark) return;
            this.pendingFileMark = false;
            performance.mark(fileMarks.drawn);
            performance.measure(fileMarks.measure, fileMarks.start, fileMarks.drawn);
          },
        ],
      },
    };
    this.plot = new uPlot(options, [[], ...channels.map(() => [])], this.container);
  }

  private isLive(): boolean {
    return this.snapshot.mode === 'live' || this.snapshot.mode === 'replay';
  }

  private startSession(
    source: SourceKind,
    sourceName: string,
    channels: string[],
    timeUnit: DemoSnapshot['timeUnit'],
    scales: ('y' | 'y2')[] = [],
  ): void {
    this.buffer = new SessionBuffer(channels);
    this.createPlot(channels, scales);
    this.startedAt = new Date();
    this.sessionId = `session-${this.startedAt.getTime()}`;
    this.lastSaveAt = performance.now();
    this.savedRows = 0;
    this.savedChunks = 0;
    this.update({
      source,
      sourceName,
      channels: channels.map((name, index) => ({
        name,
        visible: true,
        color: palette[index % palette.length] as string,
      })),
      paused: false,
      rows: 0,
      durationS: 0,
      timeUnit,
      progress: null,
    });
  }

  private loop = (): void => {
    this.frame = 0;
    const now = performance.now();
    if (this.simulation) this.generate(now);
    if (this.snapshot.mode === 'replay' && !this.snapshot.paused) this.advanceReplay(now);
    if (this.dirty && !this.snapshot.paused) this.drawWindow();
    if (this.snapshot.mode === 'live' && now - this.lastSaveAt > autosaveEveryMs) {
      this.lastSaveAt = now;
      this.autosave();
    }
    if (now - this.lastSnapshotAt > snapshotEveryMs) this.publishCounts(now);
    if (this.isLive()) this.frame = requestAnimationFrame(this.loop);
  };

  private startLoop(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.loop);
  }

  private publishCounts(now: number): void {
    const buffer = this.buffer;
    if (!buffer) return;
    this.lastSnapshotAt = now;
    const rows = this.snapshot.mode === 'replay' ? this.replayEnd : buffer.length;
    const durationS = rows ? buffer.timeAt(rows - 1) - buffer.firstTime : 0;
    if (rows !== this.snapshot.rows) this.update({ rows, durationS });
    if (!this.snapshot.paused) this.emitReadout();
  }

  /** Draws the newest `liveWindowS` seconds of what has been recorded or replayed so far. */
  private drawWindow(): void {
    const buffer = this.buffer;
    const plot = this.plot;
    if (!buffer || !plot) return;
    this.dirty = false;
    const end = this.snapshot.mode === 'replay' ? this.replayEnd : buffer.length;
    if (end === 0) return;
    const newest = buffer.timeAt(end - 1);
    const start =
      this.snapshot.timeUnit === 'seconds'
        ? buffer.indexAt(newest - liveWindowS)
        : Math.max(0, end - liveWindowS * 100);
    plot.setData(buffer.view(start, end) as uPlot.AlignedData);
  }

  private drawAll(): void {
    if (!this.buffer || !this.plot) return;
    this.plot.setData(this.buffer.view() as uPlot.AlignedData);
  }

  private emitReadout(): void {
    const listener = this.readoutListener;
    const buffer = this.buffer;
    const plot = this.plot;
    if (!listener) return;
    if (!buffer || !plot || buffer.length === 0) {
      listener(null);
      return;
    }
    const cursorIndex = plot.cursor.idx;
    const shown = plot.data[0]?.length ?? 0;
    let row: number;
    let atCursor = false;
    if (cursorIndex !== null && cursorIndex !== undefined && cursorIndex < shown) {
      const time = plot.data[0]?.[cursorIndex] as number;
      row = Math.min(buffer.length - 1, buffer.indexAt(time));
      atCursor = true;
    } else {
      row = (this.snapshot.mode === 'replay' ? this.replayEnd : buffer.length) - 1;
    }
    if (row < 0) {
      listener(null);
      return;
    }
    listener({
      time: buffer.timeAt(row),
      values: buffer.channels.map((_, channel) => buffer.valueAt(channel, row)),
      atCursor,
    });
  }

  // ---- sources --------------------------------------------------------------------------

  /** Ends what is running. A live recording is saved one last time. */
  private stopCurrent(announce: boolean): void {
    this.cancelParse?.();
    this.cancelParse = null;
    const wasLive = this.snapshot.mode === 'live';
    this.simulation = null;
    this.stopSource?.();
    this.stopSource = null;
    if (wasLive && this.buffer) {
      this.autosave();
      this.update({ mode: 'static', paused: false });
      this.publishCounts(performance.now());
      this.drawAll();
      if (announce) this.announce('stopped', { rows: this.buffer.length });
    }
    if (this.snapshot.mode === 'replay') this.update({ mode: 'static', paused: false });
  }

  stop(): void {
    this.stopCurrent(true);
  }

  startSimulation(
    kinds: SignalKind[],
    rate: SampleRate,
    names: string[],
    sourceName: string,
  ): void {
    this.stopCurrent(false);
    this.startSession(
      'simulated',
      sourceName,
      names,
      'seconds',
      kinds.map((kind) =>
        kind === 'canStep' && kinds.some((other) => other !== kind) ? 'y2' : 'y',
      ),
    );
    this.simulation = {
      kinds,
      rate,
      start: performance.now(),
      generated: 0,
      values: new Float64Array(kinds.length),
    };
    this.update({ mode: 'live' });
    this.announce('simStarted', { count: kinds.length, rate });
    this.startLoop();
  }

  private generate(now: number): void {
    const sim = this.simulation;
    const buffer = this.buffer;
    if (!sim || !buffer) return;
    let due = Math.floor(((now - sim.start) / 1000) * sim.rate);
    // Coming back to a hidden tab: skip the gap rather than fill it in one frame.
    if (due - sim.generated > sim.rate) {
      sim.generated = due - sim.rate;
    }
    due = Math.min(due, sim.generated + liveRowLimit - buffer.length);
    for (let index = sim.generated; index < due; index++) {
      const time = index / sim.rate;
      for (let channel = 0; channel < sim.kinds.length; channel++) {
        sim.values[channel] = signalValue(sim.kinds[channel] as SignalKind, time, index);
      }
      buffer.push(time, sim.values);
    }
    if (due > sim.generated) this.dirty = true;
    sim.generated = due;
    if (buffer.length >= liveRowLimit) this.reachLimit();
  }

  private reachLimit(): void {
    this.stopCurrent(false);
    this.announce('limit', { rows: liveRowLimit });
  }

  async connectSerial(baudRate: number, sourceName: string): Promise<void> {
    this.stopCurrent(false);
    let connection: SerialConnection;
    const parser = new CsvStreamParser((batch) => this.serialBatch(parser, batch, started), 1);
    const started = performance.now();
    try {
      connection = await connectSerial(baudRate, (line) => parser.push(`${line}\n`));
    } catch (error) {
      // Closing the browser's chooser without a port is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'NotFoundError') {
        this.announce('serialCancelled');
      } else {
        this.announce('serialFailed', {
          reason: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    this.buffer = null;
    this.plot?.destroy();
    this.plot = null;
    this.update({
      mode: 'live',
      source: 'serial',
      sourceName,
      channels: [],
      rows: 0,
      durationS: 0,
      paused: false,
      timeUnit: 'seconds',
    });
    this.announce('serialConnected', { baud: baudRate });
    this.stopSource = () => void connection.close();
    this.startLoop();
    connection.closed.then(
      () => {
        if (this.snapshot.source === 'serial' && this.snapshot.mode === 'live') {
          this.stopCurrent(false);
          this.announce('serialClosed');
        }
      },
      (error: unknown) => {
        this.stopCurrent(false);
        this.announce('serialFailed', {
          reason: error instanceof Error ? error.message : String(error),
        });
      },
    );
  }

  private serialBatch(parser: CsvStreamParser, batch: ParsedBatch, started: number): void {
    if (this.snapshot.source !== 'serial' || this.snapshot.mode !== 'live') return;
    if (!this.buffer) {
      const sourceName = this.snapshot.sourceName;
      this.startSession('serial', sourceName, parser.channels, 'seconds');
      this.update({ mode: 'live' });
    }
    const buffer = this.buffer as SessionBuffer;
    // Without a time column of its own, a line's time is when it arrived.
    const times =
      parser.unit === 'seconds'
        ? batch.times
        : batch.times.map(() => (performance.now() - started) / 1000);
    buffer.pushColumns(times, batch.columns);
    this.dirty = true;
    if (buffer.length >= liveRowLimit) this.reachLimit();
  }

  /** Reads a CSV or log file in a worker and shows the whole of it. */
  async loadFile(file: Blob, name: string, source: 'file' | 'sample' = 'file'): Promise<void> {
    this.stopCurrent(false);
    performance.clearMarks(fileMarks.start);
    performance.clearMarks(fileMarks.drawn);
    performance.clearMeasures(fileMarks.measure);
    performance.mark(fileMarks.start);
    this.plot?.destroy();
    this.plot = null;
    this.buffer = null;
    this.update({
      mode: 'loading',
      source,
      sourceName: name,
      channels: [],
      rows: 0,
      durationS: 0,
      progress: 0,
      paused: false,
    });
    this.announce('loading', { name });
    let parsed: SessionBuffer | null = null;
    const job = parseFile(file, {
      onBatch: (channels, batch, progress) => {
        parsed ??= new SessionBuffer(channels, Math.max(4096, batch.times.length));
        parsed.pushColumns(batch.times, batch.columns);
        if (progress - (this.snapshot.progress ?? 0) > 0.05) this.update({ progress });
      },
    });
    this.cancelParse = job.cancel;
    try {
      const summary = await job.done;
      this.cancelParse = null;
      const buffer = parsed as SessionBuffer | null;
      if (!buffer || summary.rows === 0) {
        this.update({ mode: 'idle', progress: null, source: null, sourceName: '' });
        this.announce('empty', { name, skipped: summary.skipped });
        return;
      }
      this.startSession(source, name, summary.channels, summary.timeUnit, axesFor(buffer));
      this.buffer = buffer;
      this.update({ mode: 'static', rows: buffer.length, progress: null });
      this.update({ durationS: buffer.lastTime - buffer.firstTime });
      this.pendingFileMark = true;
      this.drawAll();
      this.emitReadout();
      this.announce(summary.skipped ? 'loadedSkipped' : 'loaded', {
        name,
        rows: summary.rows,
        count: summary.channels.length,
        skipped: summary.skipped,
      });
    } catch (error) {
      if (error instanceof Error && error.message === 'cancelled') return;
      this.update({ mode: 'idle', progress: null, source: null, sourceName: '' });
      this.announce('loadFailed', { name });
    }
  }

  async loadSample(url: string, name: string): Promise<void> {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(String(response.status));
      await this.loadFile(await response.blob(), name, 'sample');
    } catch {
      this.announce('loadFailed', { name });
    }
  }

  // ---- view -----------------------------------------------------------------------------

  private setPaused(paused: boolean, announce = true): void {
    if (!this.isLive() || paused === this.snapshot.paused) return;
    if (!paused && this.snapshot.mode === 'replay') {
      // The replay clock stood still while paused.
      this.replayAnchorNow = performance.now();
    }
    this.update({ paused });
    if (!paused) this.dirty = true;
    if (announce) this.announce(paused ? 'paused' : 'resumed');
  }

  togglePause(): void {
    if (this.snapshot.mode === 'replay' && !this.snapshot.paused) {
      this.replayAnchorTime = this.replayTime(performance.now());
    }
    this.setPaused(!this.snapshot.paused);
  }

  /** Zooms the x axis around its middle: a factor below 1 zooms in. */
  zoom(factor: number): void {
    const plot = this.plot;
    const buffer = this.buffer;
    if (!plot || !buffer || buffer.length < 2) return;
    if (this.isLive() && !this.snapshot.paused) this.setPaused(true, false);
    const { min, max } = plot.scales.x ?? {};
    if (min == null || max == null) return;
    const middle = (min + max) / 2;
    const full = buffer.lastTime - buffer.firstTime;
    const half = Math.min(full / 2, Math.max(((max - min) * factor) / 2, full / 1e6));
    this.setRange(middle - half, middle + half);
  }

  /** Moves the x range by a share of its width: -0.25 moves a quarter to the left. */
  pan(share: number): void {
    const plot = this.plot;
    if (!plot || !this.buffer) return;
    if (this.isLive() && !this.snapshot.paused) this.setPaused(true, false);
    const { min, max } = plot.scales.x ?? {};
    if (min == null || max == null) return;
    const shift = (max - min) * share;
    this.setRange(min + shift, max + shift);
  }

  private setRange(min: number, max: number): void {
    const buffer = this.buffer;
    const plot = this.plot;
    if (!buffer || !plot) return;
    const width = max - min;
    const first = buffer.firstTime;
    const last =
      this.snapshot.mode === 'replay' ? buffer.timeAt(this.replayEnd - 1) : buffer.lastTime;
    let from = Math.max(first, Math.min(min, last - width));
    let to = from + width;
    if (to > last) {
      to = last;
      from = Math.max(first, to - width);
    }
    if (plot.data[0]?.length !== buffer.length && this.snapshot.mode !== 'replay') {
      // The live view holds only the newest window: give the chart everything before moving.
      plot.setData(buffer.view() as uPlot.AlignedData, false);
    }
    this.rangeByReader = true;
    plot.setScale('x', { min: from, max: to });
  }

  resetZoom(): void {
    const buffer = this.buffer;
    if (!buffer || !this.plot) return;
    if (this.isLive()) {
      this.setPaused(false);
      return;
    }
    this.drawAll();
    this.announce('zoomReset');
  }

  setChannelVisible(index: number, visible: boolean): void {
    const channel = this.snapshot.channels[index];
    if (!channel) return;
    this.plot?.setSeries(index + 1, { show: visible });
    this.update({
      channels: this.snapshot.channels.map((item, at) =>
        at === index ? { ...item, visible } : item,
      ),
    });
    this.announce(visible ? 'channelShown' : 'channelHidden', { name: channel.name });
  }

  // ---- export ---------------------------------------------------------------------------

  private fileStem(): string {
    return `sinyal-${slug(this.snapshot.sourceName)}-${stamp(this.startedAt)}`;
  }

  exportCsv(): void {
    if (!this.buffer) return;
    const fileName = `${this.fileStem()}.csv`;
    download(
      new Blob(sessionCsvParts(this.buffer, this.snapshot.timeUnit), { type: 'text/csv' }),
      fileName,
    );
    this.announce('exportedCsv', { file: fileName, rows: this.buffer.length });
  }

  exportPng(): void {
    const source = this.plot?.ctx.canvas;
    if (!source) return;
    // The chart's canvas is transparent; a PNG on a white page reads better.
    const canvas = document.createElement('canvas');
    canvas.width = source.width;
    canvas.height = source.height;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(source, 0, 0);
    const fileName = `${this.fileStem()}.png`;
    canvas.toBlob((blob) => {
      if (!blob) return;
      download(blob, fileName);
      this.announce('exportedPng', { file: fileName });
    }, 'image/png');
  }

  // ---- saved sessions -------------------------------------------------------------------

  private autosave(): void {
    const buffer = this.buffer;
    if (!buffer || buffer.length === 0 || !this.snapshot.storageAvailable) return;
    const from = this.savedRows;
    const to = buffer.length;
    if (to === from && this.savedChunks > 0) return;
    const [times, ...columns] = buffer.view(from, to).map((column) => column.slice());
    const info: SavedSessionInfo = {
      id: this.sessionId,
      name: this.snapshot.sourceName,
      startedAt: this.startedAt.toISOString(),
      channels: buffer.channels,
      rows: to,
      durationS: buffer.timeAt(to - 1) - buffer.firstTime,
      timeUnit: this.snapshot.timeUnit,
    };
    const index = this.savedChunks++;
    this.savedRows = to;
    // One write at a time, in order; each holds only the rows since the previous one.
    this.saving = this.saving
      .then(() => saveChunk(info, index, { times: times as Float64Array, columns }))
      .then(() => this.refreshSessions())
      .catch(() => this.update({ storageAvailable: false }));
  }

  async refreshSessions(): Promise<void> {
    try {
      this.update({ savedSessions: await listSessions(), storageAvailable: true });
    } catch {
      this.update({ storageAvailable: false });
    }
  }

  /** Plays a saved session back at `speed` times its recorded pace. */
  async replay(id: string, speed: number): Promise<void> {
    this.stopCurrent(false);
    await this.saving;
    const session = await loadSession(id).catch(() => undefined);
    if (!session) {
      this.announce('replayMissing');
      await this.refreshSessions();
      return;
    }
    this.startSession('saved', session.name, session.channels, session.timeUnit);
    this.buffer = SessionBuffer.from(session.channels, session.times, session.columns);
    this.sessionId = session.id;
    this.startedAt = new Date(session.startedAt);
    this.replayAnchorTime = this.buffer.firstTime;
    this.replayAnchorNow = performance.now();
    this.replayEnd = 0;
    this.update({ mode: 'replay', replaySpeed: speed, paused: false });
    this.announce('replaying', { name: session.name, speed });
    this.startLoop();
  }

  setReplaySpeed(speed: number): void {
    if (this.snapshot.mode === 'replay') {
      const now = performance.now();
      if (!this.snapshot.paused) this.replayAnchorTime = this.replayTime(now);
      this.replayAnchorNow = now;
    }
    this.update({ replaySpeed: speed });
    if (this.snapshot.mode === 'replay') this.announce('speed', { speed });
  }

  private replayTime(now: number): number {
    return (
      this.replayAnchorTime + ((now - this.replayAnchorNow) / 1000) * this.snapshot.replaySpeed
    );
  }

  private advanceReplay(now: number): void {
    const buffer = this.buffer;
    if (!buffer) return;
    const time = this.replayTime(now);
    // Sessions without a time column advance 100 samples a second.
    const end =
      this.snapshot.timeUnit === 'seconds'
        ? Math.min(buffer.length, buffer.indexAt(time + 1e-9))
        : Math.min(buffer.length, Math.floor((time - buffer.firstTime) * 100));
    if (end !== this.replayEnd) {
      this.replayEnd = end;
      this.dirty = true;
    }
    if (end >= buffer.length) {
      this.replayEnd = buffer.length;
      this.update({ mode: 'static', paused: false });
      this.publishCounts(now);
      this.drawAll();
      this.announce('replayDone', { name: this.snapshot.sourceName });
    }
  }

  async remove(id: string, name: string): Promise<void> {
    await deleteSession(id).catch(() => undefined);
    await this.refreshSessions();
    this.announce('deleted', { name });
  }
}
