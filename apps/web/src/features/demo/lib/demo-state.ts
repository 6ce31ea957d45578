import type { KeysUnder } from '../../../i18n/keys';
import type { SavedSessionInfo } from './session-store';

export type DemoMode = 'idle' | 'live' | 'loading' | 'static' | 'replay';
export type SourceKind = 'simulated' | 'serial' | 'agent' | 'file' | 'sample' | 'saved';
export type StatusKey = Extract<KeysUnder<'demo', 'status'>, string>;
export type StatusParams = Record<string, string | number>;

export interface ChannelState {
  name: string;
  visible: boolean;
  color: string;
  /** The y axis it is drawn against (chart-axes.ts): 0 left, 1 right, 2 and 3 further out. */
  axis: number;
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
  /** The simulated signals shown on arrival: plotted, not recorded or saved. */
  preview: boolean;
  /** Share of a file read so far while loading. */
  progress: number | null;
  replaySpeed: number;
  savedSessions: SavedSessionInfo[];
  /** False when the browser keeps no IndexedDB (a private window in some browsers). */
  storageAvailable: boolean;
  /** The last thing the demo did, for the status line and screen readers. */
  status: { key: StatusKey; params: StatusParams; serial: number } | null;
}

/**
 * What React sees of the demo: one snapshot, replaced (never changed in place) on each update, so
 * useSyncExternalStore re-renders exactly when something changed.
 */
export class DemoState {
  private snapshot: DemoSnapshot = {
    mode: 'idle',
    source: null,
    sourceName: '',
    channels: [],
    paused: false,
    rows: 0,
    durationS: 0,
    timeUnit: 'seconds',
    preview: false,
    progress: null,
    replaySpeed: 1,
    savedSessions: [],
    storageAvailable: true,
    status: null,
  };
  private listeners = new Set<() => void>();
  // Each status gets a new serial, so the same sentence said twice is announced twice.
  private statusSerial = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DemoSnapshot => this.snapshot;

  get current(): DemoSnapshot {
    return this.snapshot;
  }

  /** Live or replaying: the chart follows the newest samples. */
  get following(): boolean {
    return this.snapshot.mode === 'live' || this.snapshot.mode === 'replay';
  }

  update(patch: Partial<DemoSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  announce(key: StatusKey, params: StatusParams = {}): void {
    this.update({ status: { key, params, serial: ++this.statusSerial } });
  }
}
