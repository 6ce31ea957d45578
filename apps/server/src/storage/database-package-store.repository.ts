import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { isSha256, type PackageStore } from './package-store';

/**
 * Packages as rows of `package_blobs` (PACKAGE_STORAGE=database): for several instances on
 * PostgreSQL that share no disk. A package is at most 50 MB, which a bytea (or an SQLite blob)
 * holds comfortably; reads fetch one row by its primary key.
 */
export function createDatabasePackageStore(db: Db, clock: Clock): PackageStore {
  const checked = (sha256: string) => {
    if (!isSha256(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return sha256;
  };
  const blobRow = (sha256: string) =>
    db.selectFrom('package_blobs').where('sha256', '=', checked(sha256));
  return {
    kind: 'database',
    async put(sha256, bytes) {
      await db
        .insertInto('package_blobs')
        .values({
          sha256: checked(sha256),
          size: bytes.length,
          data: bytes,
          created_at: clock.now().toISOString(),
        })
        .onConflict((conflict) => conflict.column('sha256').doNothing())
        .execute();
    },
    async get(sha256) {
      const row = await blobRow(sha256).select('data').executeTakeFirst();
      return row ? Buffer.from(row.data) : null;
    },
    async has(sha256) {
      const row = await blobRow(sha256).select('sha256').executeTakeFirst();
      return row !== undefined;
    },
    async delete(sha256) {
      await db.deleteFrom('package_blobs').where('sha256', '=', checked(sha256)).execute();
    },
    async list() {
      const rows = await db
        .selectFrom('package_blobs')
        .select('sha256')
        .orderBy('sha256')
        .execute();
      return rows.map((row) => row.sha256);
    },
  };
}
