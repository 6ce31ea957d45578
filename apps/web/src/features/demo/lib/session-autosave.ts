import type { SessionBuffer } from './session-buffer';
import { saveChunk, type SavedSessionInfo } from './session-store';

/** Who a recording is: what its saved copy is called and when it started. */
export interface RecordingInfo {
  id: string;
  name: string;
  startedAt: Date;
  timeUnit: 'seconds' | 'samples';
}

/**
 * Saves a live recording as it grows, the way the desktop app auto-saves: each save writes only
 * the rows since the previous one, as the next chunk, one write at a time and in order.
 */
export class SessionAutosave {
  private savedRows = 0;
  private savedChunks = 0;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly save: typeof saveChunk = saveChunk) {}

  /** Every write started so far has ended (written or failed). */
  get settled(): Promise<void> {
    return this.saving;
  }

  /** A new recording: its first save starts a new saved session. */
  restart(): void {
    this.savedRows = 0;
    this.savedChunks = 0;
  }

  /**
   * Saves the rows of `buffer` not saved yet. `onSaved` follows each write; `onFailed` follows a
   * write the browser refused (no IndexedDB, storage full).
   */
  saveNew(
    buffer: SessionBuffer,
    recording: RecordingInfo,
    onSaved: () => Promise<void>,
    onFailed: () => void,
  ): void {
    if (buffer.length === 0) return;
    const from = this.savedRows;
    const to = buffer.length;
    if (to === from && this.savedChunks > 0) return;
    const [times, ...columns] = buffer.view(from, to).map((column) => column.slice());
    const info: SavedSessionInfo = {
      id: recording.id,
      name: recording.name,
      startedAt: recording.startedAt.toISOString(),
      channels: buffer.channels,
      rows: to,
      durationS: buffer.timeAt(to - 1) - buffer.firstTime,
      timeUnit: recording.timeUnit,
    };
    const index = this.savedChunks++;
    this.savedRows = to;
    this.saving = this.saving
      .then(() => this.save(info, index, { times: times as Float64Array, columns }))
      .then(onSaved)
      .catch(onFailed);
  }
}
