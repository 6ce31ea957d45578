/**
 * Which entry of the browser's history is shown, and how the reader got there. Each entry gets a
 * key in its history.state the first time it is shown; an entry that already has one was reached
 * by Back, Forward or a reload ("pop"), one without is new ("push").
 */
export interface HistoryEntry {
  key: string;
  action: 'push' | 'pop';
  /**
   * A new entry that changes only a part of the screen (a dashboard tab): the screen keeps its
   * scroll position instead of starting at the top. Back and Forward still restore positions.
   */
  keepScroll?: boolean;
}

const stateKey = 'sinyalEntry';
let created = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// The address the next in-page navigation goes to (navigate's keepScroll), until it is read.
let keepScrollFor: string | null = null;

/** Says that the next entry, at `address` (path, query, fragment), keeps the scroll position. */
export function keepScrollOnNextEntry(address: string): void {
  keepScrollFor = address;
}

/** Reads the current entry, giving it a key if it has none. Call once per change of address. */
export function readHistoryEntry(): HistoryEntry {
  const state: unknown = window.history.state;
  const key = isRecord(state) ? state[stateKey] : undefined;
  if (typeof key === 'string') return { key, action: 'pop' };
  created += 1;
  const fresh = `${Date.now().toString(36)}.${created.toString(36)}`;
  // Without a URL, replaceState keeps the address and fires no event.
  window.history.replaceState({ ...(isRecord(state) ? state : {}), [stateKey]: fresh }, '');
  const keepScroll =
    keepScrollFor !== null &&
    keepScrollFor === `${window.location.pathname}${window.location.search}${window.location.hash}`;
  keepScrollFor = null;
  return keepScroll ? { key: fresh, action: 'push', keepScroll } : { key: fresh, action: 'push' };
}
