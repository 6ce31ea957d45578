import type { Db } from '../../db/database';
import { insertApiRequests, type ApiRequestRow } from './sessions.repository';

/**
 * Counting API calls (the dashboard's "API Calls (30d)") cost a commit per call, about half of an
 * API-token request's time (docs/architecture.md §12, speed). Calls that arrive together share one:
 * rows wait for the end of the current event-loop turn and go in as one insert, and every call
 * still waits for its row to be committed before it is answered, so a count read after an answer
 * always includes it, on any instance. Nothing is kept in memory past that turn.
 */
const maxRowsPerInsert = 200;

interface Waiting {
  row: ApiRequestRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

const batches = new WeakMap<Db, Waiting[]>();

async function flush(db: Db, batch: Waiting[]): Promise<void> {
  try {
    await insertApiRequests(
      db,
      batch.map((waiting) => waiting.row),
    );
    for (const waiting of batch) waiting.resolve();
  } catch {
    // One bad row (its account deleted meanwhile) must not fail the others' calls: each alone.
    for (const waiting of batch) {
      await insertApiRequests(db, [waiting.row]).then(waiting.resolve, waiting.reject);
    }
  }
}

export function recordApiRequest(db: Db, row: ApiRequestRow): Promise<void> {
  return new Promise((resolve, reject) => {
    let batch = batches.get(db);
    if (!batch || batch.length >= maxRowsPerInsert) {
      const fresh: Waiting[] = [];
      batches.set(db, fresh);
      setImmediate(() => {
        if (batches.get(db) === fresh) batches.delete(db);
        void flush(db, fresh);
      });
      batch = fresh;
    }
    batch.push({ row, resolve, reject });
  });
}
