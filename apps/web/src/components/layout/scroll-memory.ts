import { readItem, writeItem } from '../../lib/storage';

const storageKey = 'scroll-positions';
// Enough for a long visit; the oldest entries go first.
const limit = 100;

function load(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(readItem('session', storageKey) ?? '[]');
    if (!Array.isArray(saved)) return new Map();
    return new Map(
      saved.filter(
        (pair): pair is [string, number] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && Number.isFinite(pair[1]),
      ),
    );
  } catch {
    return new Map();
  }
}

/**
 * The scroll position of each history entry, by the entry's key. Kept in sessionStorage when the
 * page goes away, so a reload or a return from another site finds them too.
 */
export const scrollMemory = {
  positions: load(),
  remember(key: string, y: number) {
    this.positions.delete(key);
    this.positions.set(key, Math.round(y));
    if (this.positions.size > limit) {
      const oldest = this.positions.keys().next().value;
      if (oldest !== undefined) this.positions.delete(oldest);
    }
  },
  recall(key: string): number | undefined {
    return this.positions.get(key);
  },
  persist() {
    writeItem('session', storageKey, JSON.stringify([...this.positions]));
  },
};
