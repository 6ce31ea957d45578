/**
 * Sessions saved in the browser's IndexedDB, as the desktop app auto-saves to disk: a session's
 * description in one store, its samples in another as the chunks recorded since the last save.
 * Each save writes only the new rows, and listing sessions never reads any samples.
 */
export interface SavedSessionInfo {
  id: string;
  name: string;
  /** ISO timestamp of the start of the recording. */
  startedAt: string;
  channels: string[];
  rows: number;
  durationS: number;
  timeUnit: 'seconds' | 'samples';
}

export interface SessionChunk {
  times: Float64Array;
  columns: Float64Array[];
}

export interface SavedSession extends SavedSessionInfo, SessionChunk {}

interface ChunkRecord extends SessionChunk {
  session: string;
  index: number;
}

const databaseName = 'sinyal-demo';
const sessionsStore = 'sessions';
const chunksStore = 'chunks';
/** Older sessions beyond this many are removed when a new one starts saving. */
export const keptSessions = 10;

function request<T>(operation: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error ?? new Error('IndexedDB request failed'));
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') {
    return Promise.reject(new Error('IndexedDB is not available'));
  }
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const opened = indexedDB.open(databaseName, 2);
    opened.onupgradeneeded = () => {
      const database = opened.result;
      // Version 1 kept whole sessions in one record; nothing of it is worth converting.
      for (const name of Array.from(database.objectStoreNames)) database.deleteObjectStore(name);
      database.createObjectStore(sessionsStore, { keyPath: 'id' });
      database.createObjectStore(chunksStore, { keyPath: ['session', 'index'] });
    };
    opened.onsuccess = () => resolve(opened.result);
    opened.onerror = () => reject(opened.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function chunksOf(id: string): IDBKeyRange {
  return IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]);
}

/** Saves a session's description and the chunk of rows recorded since its previous save. */
export async function saveChunk(
  info: SavedSessionInfo,
  index: number,
  chunk: SessionChunk,
): Promise<void> {
  const database = await open();
  const transaction = database.transaction([sessionsStore, chunksStore], 'readwrite');
  transaction.objectStore(sessionsStore).put(info);
  const record: ChunkRecord = { session: info.id, index, ...chunk };
  transaction.objectStore(chunksStore).put(record);
  await finished(transaction);
  if (index === 0) {
    const all = await listSessions();
    for (const old of all.slice(keptSessions)) await deleteSession(old.id);
  }
}

/** Every saved session's description, newest first. */
export async function listSessions(): Promise<SavedSessionInfo[]> {
  const database = await open();
  const store = database.transaction(sessionsStore, 'readonly').objectStore(sessionsStore);
  const all = await request(store.getAll() as IDBRequest<SavedSessionInfo[]>);
  return all.sort((a, b) => b.startedAt.localeCompare(a.startedAt));
}

function joined(parts: Float64Array[], length: number): Float64Array {
  const out = new Float64Array(length);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A session with all its samples, its chunks joined in order; undefined when it is gone. */
export async function loadSession(id: string): Promise<SavedSession | undefined> {
  const database = await open();
  const transaction = database.transaction([sessionsStore, chunksStore], 'readonly');
  const info = await request(
    transaction.objectStore(sessionsStore).get(id) as IDBRequest<SavedSessionInfo | undefined>,
  );
  if (!info) return undefined;
  const chunks = await request(
    transaction.objectStore(chunksStore).getAll(chunksOf(id)) as IDBRequest<ChunkRecord[]>,
  );
  chunks.sort((a, b) => a.index - b.index);
  const rows = chunks.reduce((sum, chunk) => sum + chunk.times.length, 0);
  return {
    ...info,
    rows,
    times: joined(
      chunks.map((chunk) => chunk.times),
      rows,
    ),
    columns: info.channels.map((_, channel) =>
      joined(
        chunks.map((chunk) => chunk.columns[channel] ?? new Float64Array(chunk.times.length)),
        rows,
      ),
    ),
  };
}

export async function deleteSession(id: string): Promise<void> {
  const database = await open();
  const transaction = database.transaction([sessionsStore, chunksStore], 'readwrite');
  transaction.objectStore(sessionsStore).delete(id);
  transaction.objectStore(chunksStore).delete(chunksOf(id));
  await finished(transaction);
}
