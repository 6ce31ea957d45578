import type { Kysely, Migration } from 'kysely';
import { addColumns, dropColumns } from '../migration-helpers';

/**
 * API tokens get a name and scopes (docs/architecture.md §11): "read" for account data, "publish"
 * to publish extensions. Sessions (the web's sign-ins) keep both columns null. Tokens made before
 * this migration could publish, so they keep both scopes, under the name "Default".
 */
export const tokenScopesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumns(db, 'sessions', [
      ['name', 'text'],
      ['scopes', 'text'],
    ]);
    await (db as Kysely<{ sessions: { kind: string; name: string | null; scopes: string | null } }>)
      .updateTable('sessions')
      .set({ name: 'Default', scopes: '["read","publish"]' })
      .where('kind', '=', 'api')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await dropColumns(db, 'sessions', ['scopes', 'name']);
  },
};
