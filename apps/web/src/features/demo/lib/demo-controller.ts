import { axesFor, simulationAxes } from './chart-axes';
import {
  clampedRange,
  pannedRange,
  windowStart,
  zoomedRange,
  type ChartRange,
} from './chart-range';
import { readoutAt, type Readout } from './chart-readout';
import { ChartView, channelColor } from './chart-view';
import { DemoState, type DemoSnapshot, type SourceKind } from './demo-state';
import { fetchSample, markFileDrawn, markFileStart, readRecording } from './file-source';
import { ReplayClock } from './replay-clock';
import { failureReason, isChooserClosed, openSerialSource } from './serial-source';
import { SessionAutosave } from './session-autosave';
import { SessionBuffer } from './session-buffer';
import { downloadCsv, downloadPng, exportFileStem } from './session-export';
import { deleteSession, listSessions, loadSession } from './session-store';
import type { SampleRate, SignalKind } from './signals';
import { Simulation } from './simulation';
import type { SerialConnection } from './web-serial';
import { openAgentStream, type AppLink } from '../sources/agent-stream-source';

/** A smooth line for slow sensors that costs a phone little. */
const previewRate: SampleRate = 100;
/** A live session stops recording here: a minute at 10 kHz, ten minutes at 1 kHz. */
export const liveRowLimit = 600_000;
const autosaveEveryMs = 5000;
// Counts and the readout reach React twice a second: enough to read, cheap for the frame budget.
const snapshotEveryMs = 500;

/**
 * The demo's engine, outside React. It owns the samples and the clock, and composes the parts:
 * sources (simulation, serial port, file) push samples into a column buffer; one animation frame
 * loop draws the newest window on the chart, advances a replay and auto-saves; React reads the
 * state's snapshot (a few times a second at most) and calls the actions.
 */
export class DemoController {
  private readonly state = new DemoState();
  private readonly chart = new ChartView({
    onSelect: () => {
      // A drag selects a span and zooms to it; the live view holds still for it.
      if (this.state.following && !this.state.current.paused) this.setPaused(true, false);
    },
    onRange: ({ min, max }) =>
      // Numbers, not text: the status line writes them in the page's language, to three decimals.
      this.state.announce('range', { from: min, to: max }),
    onCursor: () => this.emitReadout(),
    onDraw: () => {
      if (!this.pendingFileMark) return;
      this.pendingFileMark = false;
      markFileDrawn();
    },
  });
  private readonly replayClock = new ReplayClock();
  private readonly autosave = new SessionAutosave();
  private readoutListener: ((readout: Readout | null) => void) | null = null;
  private buffer: SessionBuffer | null = null;
  private simulation: Simulation | null = null;
  private frame = 0;
  private dirty = false;
  private lastSnapshotAt = 0;
  private lastSaveAt = 0;
  private stopSource: (() => void) | null = null;
  private cancelParse: (() => void) | null = null;
  private sessionId = '';
  private startedAt = new Date();
  private pendingFileMark = false;

  readonly subscribe = this.state.subscribe;
  readonly getSnapshot = this.state.getSnapshot;

  onReadout(listener: ((readout: Readout | null) => void) | null): void {
    this.readoutListener = listener;
  }

  mount(container: HTMLElement): void {
    this.chart.mount(container);
    void this.refreshSessions();
  }

  /** The page's language, for the numbers on the chart's axes. */
  setLanguage(language: string): void {
    this.chart.setLanguage(language);
  }

  destroy(): void {
    this.stopCurrent(false);
    cancelAnimationFrame(this.frame);
    this.chart.destroy();
  }

  // ---- session and frame loop -----------------------------------------------------------

  private startSession(
    source: SourceKind,
    sourceName: string,
    channels: string[],
    timeUnit: DemoSnapshot['timeUnit'],
    axes: number[] = [],
  ): void {
    this.buffer = new SessionBuffer(channels);
    this.chart.create(channels, axes);
    this.startedAt = new Date();
    this.sessionId = `session-${this.startedAt.getTime()}`;
    this.lastSaveAt = performance.now();
    this.autosave.restart();
    this.state.update({
      source,
      sourceName,
      channels: channels.map((name, index) => ({
        name,
        visible: true,
        color: channelColor(index),
        axis: axes[index] ?? 0,
      })),
      paused: false,
      rows: 0,
      durationS: 0,
      timeUnit,
      preview: false,
      progress: null,
    });
  }

  /** Forgets the chart and samples of the previous session, before a new source starts. */
  private clearSession(): void {
    this.chart.clear();
    this.buffer = null;
  }

  private loop = (): void => {
    this.frame = 0;
    const now = performance.now();
    if (this.simulation) this.generate(now);
    if (this.state.current.mode === 'replay' && !this.state.current.paused) this.advanceReplay(now);
    if (this.dirty && !this.state.current.paused) this.drawWindow();
    if (this.state.current.mode === 'live' && now - this.lastSaveAt > autosaveEveryMs) {
      this.lastSaveAt = now;
      this.saveRecording();
    }
    if (now - this.lastSnapshotAt > snapshotEveryMs) this.publishCounts(now);
    if (this.state.following) this.frame = requestAnimationFrame(this.loop);
  };

  private startLoop(): void {
    if (!this.frame) this.frame = requestAnimationFrame(this.loop);
  }

  /** The rows shown so far: all that are recorded, or those a replay has reached. */
  private shownEnd(buffer: SessionBuffer): number {
    return this.state.current.mode === 'replay' ? this.replayClock.end : buffer.length;
  }

  private publishCounts(now: number): void {
    const buffer = this.buffer;
    if (!buffer) return;
    this.lastSnapshotAt = now;
    const rows = this.shownEnd(buffer);
    const durationS = rows ? buffer.timeAt(rows - 1) - buffer.firstTime : 0;
    if (rows !== this.state.current.rows) this.state.update({ rows, durationS });
    if (!this.state.current.paused) this.emitReadout();
  }

  /** Draws the newest `liveWindowS` seconds of what has been recorded or replayed so far. */
  private drawWindow(): void {
    const buffer = this.buffer;
    if (!buffer || !this.chart.ready) return;
    this.dirty = false;
    const end = this.shownEnd(buffer);
    if (end === 0) return;
    this.chart.show(buffer.view(windowStart(buffer, end, this.state.current.timeUnit), end));
  }

  private drawAll(): void {
    if (!this.buffer || !this.chart.ready) return;
    this.chart.show(this.buffer.view());
  }

  private emitReadout(): void {
    const listener = this.readoutListener;
    const buffer = this.buffer;
    if (!listener) return;
    if (!buffer || !this.chart.ready) {
      listener(null);
      return;
    }
    listener(readoutAt(buffer, this.chart.cursorTime(), this.shownEnd(buffer)));
  }

  // ---- sources --------------------------------------------------------------------------

  /** Ends what is running. A live recording is saved one last time. */
  private stopCurrent(announce: boolean): void {
    this.cancelParse?.();
    this.cancelParse = null;
    const wasLive = this.state.current.mode === 'live';
    this.simulation = null;
    this.stopSource?.();
    this.stopSource = null;
    if (wasLive && this.buffer) {
      this.saveRecording();
      this.state.update({ mode: 'static', paused: false });
      this.publishCounts(performance.now());
      this.drawAll();
      if (announce)
        this.state.announce(this.state.current.preview ? 'previewStopped' : 'stopped', {
          rows: this.buffer.length,
        });
    }
    if (this.state.current.mode === 'replay') this.state.update({ mode: 'static', paused: false });
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
    this.startSession('simulated', sourceName, names, 'seconds', simulationAxes(kinds));
    this.simulation = new Simulation(kinds, rate, performance.now());
    this.state.update({ mode: 'live' });
    this.state.announce('simStarted', { count: kinds.length, rate });
    this.startLoop();
  }

  /**
   * What a visitor sees on arrival, before choosing anything: a simulated temperature and air
   * pressure, plotted at once, each against its own axis. It is not a recording the visitor made, so
   * it is neither counted against the limit's "saved" message nor kept in the saved sessions.
   */
  startPreview(names: [temperature: string, pressure: string], sourceName: string): void {
    if (this.state.current.mode !== 'idle') return;
    const kinds: SignalKind[] = ['temperature', 'pressure'];
    this.startSession('simulated', sourceName, names, 'seconds', simulationAxes(kinds));
    this.simulation = new Simulation(kinds, previewRate, performance.now());
    this.state.update({ mode: 'live', preview: true });
    this.state.announce('preview');
    this.startLoop();
  }

  private generate(now: number): void {
    const buffer = this.buffer;
    if (!this.simulation || !buffer) return;
    if (this.simulation.generate(now, buffer, liveRowLimit)) this.dirty = true;
    if (buffer.length >= liveRowLimit) this.reachLimit();
  }

  private reachLimit(): void {
    this.stopCurrent(false);
    if (this.state.current.preview) this.state.announce('previewStopped');
    else this.state.announce('limit', { rows: liveRowLimit });
  }

  async connectSerial(baudRate: number, sourceName: string): Promise<void> {
    this.stopCurrent(false);
    let connection: SerialConnection;
    try {
      connection = await openSerialSource(baudRate, (channels, times, columns) =>
        this.serialSamples(channels, times, columns),
      );
    } catch (error) {
      if (isChooserClosed(error)) this.state.announce('serialCancelled');
      else this.state.announce('serialFailed', { reason: failureReason(error) });
      return;
    }
    this.clearSession();
    this.state.update({
      mode: 'live',
      source: 'serial',
      sourceName,
      channels: [],
      rows: 0,
      durationS: 0,
      paused: false,
      timeUnit: 'seconds',
    });
    this.state.announce('serialConnected', { baud: baudRate });
    this.stopSource = () => void connection.close();
    this.startLoop();
    connection.closed.then(
      () => {
        const { source, mode } = this.state.current;
        if (source === 'serial' && mode === 'live') {
          this.stopCurrent(false);
          this.state.announce('serialClosed');
        }
      },
      (error: unknown) => {
        this.stopCurrent(false);
        this.state.announce('serialFailed', { reason: failureReason(error) });
      },
    );
  }

  private serialSamples(channels: string[], times: Float64Array, columns: Float64Array[]): void {
    const { source, mode, sourceName } = this.state.current;
    if (source !== 'serial' || mode !== 'live') return;
    if (!this.buffer) {
      // The first line names the channels: the chart starts with it.
      this.startSession('serial', sourceName, channels, 'seconds');
      this.state.update({ mode: 'live' });
    }
    const buffer = this.buffer as SessionBuffer;
    buffer.pushColumns(times, columns);
    this.dirty = true;
    if (buffer.length >= liveRowLimit) this.reachLimit();
  }

  /** Plots the desktop app's live stream (docs: WebSockets); the hello starts the chart. */
  connectAgent(link: AppLink, sourceName: string): void {
    this.stopCurrent(false);
    this.clearSession();
    this.state.update({
      mode: 'live',
      source: 'agent',
      sourceName,
      channels: [],
      rows: 0,
      durationS: 0,
      paused: false,
      timeUnit: 'seconds',
    });
    this.state.announce('agentConnecting', { address: link.baseUrl.replace(/^http:\/\//, '') });
    const streaming = () =>
      this.state.current.source === 'agent' && this.state.current.mode === 'live';
    const connection = openAgentStream(link, {
      onChannels: (channels) => {
        if (!streaming()) return;
        this.startSession('agent', sourceName, channels, 'seconds');
        this.state.update({ mode: 'live' });
        this.state.announce('agentConnected', { count: channels.length });
      },
      onSamples: (times, columns) => {
        const buffer = this.buffer;
        if (!streaming() || !buffer) return;
        buffer.pushColumns(times, columns);
        this.dirty = true;
        if (buffer.length >= liveRowLimit) this.reachLimit();
      },
      onEnd: (how) => {
        if (!streaming()) return;
        this.stopCurrent(false);
        // Refused before any sample: nothing was recorded, so the demo is idle again.
        if (!this.buffer) this.state.update({ mode: 'idle', source: null, sourceName: '' });
        this.state.announce(how === 'refused' ? 'agentRefused' : 'agentClosed');
      },
    });
    this.stopSource = () => connection.close();
    this.startLoop();
  }

  /** Reads a CSV or log file in a worker and shows the whole of it. */
  async loadFile(file: Blob, name: string, source: 'file' | 'sample' = 'file'): Promise<void> {
    this.stopCurrent(false);
    markFileStart();
    this.clearSession();
    this.state.update({
      mode: 'loading',
      source,
      sourceName: name,
      channels: [],
      rows: 0,
      durationS: 0,
      progress: 0,
      paused: false,
    });
    this.state.announce('loading', { name });
    const job = readRecording(file, (progress) => {
      if (progress - (this.state.current.progress ?? 0) > 0.05) this.state.update({ progress });
    });
    this.cancelParse = job.cancel;
    try {
      const { buffer, summary } = await job.done;
      this.cancelParse = null;
      if (!buffer || summary.rows === 0) {
        this.state.update({ mode: 'idle', progress: null, source: null, sourceName: '' });
        this.state.announce('empty', { name, skipped: summary.skipped });
        return;
      }
      this.startSession(source, name, summary.channels, summary.timeUnit, axesFor(buffer));
      this.buffer = buffer;
      this.state.update({ mode: 'static', rows: buffer.length, progress: null });
      this.state.update({ durationS: buffer.lastTime - buffer.firstTime });
      this.pendingFileMark = true;
      this.drawAll();
      this.emitReadout();
      this.state.announce(summary.skipped ? 'loadedSkipped' : 'loaded', {
        name,
        rows: summary.rows,
        count: summary.channels.length,
        skipped: summary.skipped,
      });
    } catch (error) {
      if (error instanceof Error && error.message === 'cancelled') return;
      this.state.update({ mode: 'idle', progress: null, source: null, sourceName: '' });
      this.state.announce('loadFailed', { name });
    }
  }

  async loadSample(url: string, name: string): Promise<void> {
    try {
      await this.loadFile(await fetchSample(url), name, 'sample');
    } catch {
      this.state.announce('loadFailed', { name });
    }
  }

  // ---- view -----------------------------------------------------------------------------

  private setPaused(paused: boolean, announce = true): void {
    if (!this.state.following || paused === this.state.current.paused) return;
    // The replay clock stands still while paused, however the pause came (a key, a zoom, a drag).
    if (this.state.current.mode === 'replay') {
      if (paused) this.replayClock.hold(performance.now());
      else this.replayClock.resume(performance.now());
    }
    this.state.update({ paused });
    if (!paused) this.dirty = true;
    if (announce) this.state.announce(paused ? 'paused' : 'resumed');
  }

  togglePause(): void {
    this.setPaused(!this.state.current.paused);
  }

  /** Zooms the x axis around its middle: a factor below 1 zooms in. */
  zoom(factor: number): void {
    const buffer = this.buffer;
    if (!this.chart.ready || !buffer || buffer.length < 2) return;
    if (this.state.following && !this.state.current.paused) this.setPaused(true, false);
    const range = this.chart.xRange();
    if (!range) return;
    this.setRange(zoomedRange(range, factor, buffer.lastTime - buffer.firstTime));
  }

  /** Moves the x range by a share of its width: -0.25 moves a quarter to the left. */
  pan(share: number): void {
    if (!this.chart.ready || !this.buffer) return;
    if (this.state.following && !this.state.current.paused) this.setPaused(true, false);
    const range = this.chart.xRange();
    if (!range) return;
    this.setRange(pannedRange(range, share));
  }

  private setRange(range: ChartRange): void {
    const buffer = this.buffer;
    if (!buffer || !this.chart.ready) return;
    const replaying = this.state.current.mode === 'replay';
    const last = replaying ? buffer.timeAt(this.replayClock.end - 1) : buffer.lastTime;
    if (this.chart.shownRows !== buffer.length && !replaying) {
      // The live view holds only the newest window: give the chart everything before moving.
      this.chart.show(buffer.view(), false);
    }
    this.chart.moveTo(clampedRange(range, buffer.firstTime, last));
  }

  resetZoom(): void {
    if (!this.buffer || !this.chart.ready) return;
    if (this.state.following) {
      this.setPaused(false);
      return;
    }
    this.drawAll();
    this.state.announce('zoomReset');
  }

  setChannelVisible(index: number, visible: boolean): void {
    const channels = this.state.current.channels;
    const channel = channels[index];
    if (!channel) return;
    this.chart.setChannelVisible(index, visible);
    this.state.update({
      channels: channels.map((item, at) => (at === index ? { ...item, visible } : item)),
    });
    this.state.announce(visible ? 'channelShown' : 'channelHidden', { name: channel.name });
  }

  // ---- export ---------------------------------------------------------------------------

  private fileStem(): string {
    return exportFileStem(this.state.current.sourceName, this.startedAt);
  }

  exportCsv(): void {
    if (!this.buffer) return;
    const file = downloadCsv(this.buffer, this.state.current.timeUnit, this.fileStem());
    this.state.announce('exportedCsv', { file, rows: this.buffer.length });
  }

  exportPng(): void {
    const canvas = this.chart.canvas();
    if (!canvas) return;
    downloadPng(canvas, this.fileStem(), (file) => this.state.announce('exportedPng', { file }));
  }

  // ---- saved sessions and replay --------------------------------------------------------

  private saveRecording(): void {
    const buffer = this.buffer;
    const { storageAvailable, sourceName, timeUnit } = this.state.current;
    if (!buffer || !storageAvailable || this.state.current.preview) return;
    this.autosave.saveNew(
      buffer,
      { id: this.sessionId, name: sourceName, startedAt: this.startedAt, timeUnit },
      () => this.refreshSessions(),
      () => this.state.update({ storageAvailable: false }),
    );
  }

  async refreshSessions(): Promise<void> {
    try {
      this.state.update({ savedSessions: await listSessions(), storageAvailable: true });
    } catch {
      this.state.update({ storageAvailable: false });
    }
  }

  /** Plays a saved session back at `speed` times its recorded pace. */
  async replay(id: string, speed: number): Promise<void> {
    this.stopCurrent(false);
    await this.autosave.settled;
    const session = await loadSession(id).catch(() => undefined);
    if (!session) {
      this.state.announce('replayMissing');
      await this.refreshSessions();
      return;
    }
    this.startSession('saved', session.name, session.channels, session.timeUnit);
    this.buffer = SessionBuffer.from(session.channels, session.times, session.columns);
    this.sessionId = session.id;
    this.startedAt = new Date(session.startedAt);
    this.replayClock.start(this.buffer.firstTime, performance.now(), speed);
    this.state.update({ mode: 'replay', replaySpeed: speed, paused: false });
    this.state.announce('replaying', { name: session.name, speed });
    this.startLoop();
  }

  setReplaySpeed(speed: number): void {
    const replaying = this.state.current.mode === 'replay';
    if (replaying) {
      this.replayClock.setSpeed(speed, performance.now(), !this.state.current.paused);
    }
    this.state.update({ replaySpeed: speed });
    if (replaying) this.state.announce('speed', { speed });
  }

  private advanceReplay(now: number): void {
    const buffer = this.buffer;
    if (!buffer) return;
    const { changed, done } = this.replayClock.advance(buffer, now, this.state.current.timeUnit);
    if (changed) this.dirty = true;
    if (done) {
      this.state.update({ mode: 'static', paused: false });
      this.publishCounts(now);
      this.drawAll();
      this.state.announce('replayDone', { name: this.state.current.sourceName });
    }
  }

  async remove(id: string, name: string): Promise<void> {
    await deleteSession(id).catch(() => undefined);
    await this.refreshSessions();
    this.state.announce('deleted', { name });
  }
}
