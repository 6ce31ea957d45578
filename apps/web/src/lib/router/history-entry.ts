/**
 * Which entry of the browser's history is shown, and how the reader got there. Each entry gets a
 * key in its history.state the first time it is shown; an entry that already has one was reached
 * by Back, Forward or a reload ("pop"), one without is new ("push").
 */
export interface HistoryEntry {
  key: string;
  action: 'push' | 'pop';
}

const stateKey = 'sinyalEntry';
let created = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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
  return { key: fresh, action: 'push' };
}
