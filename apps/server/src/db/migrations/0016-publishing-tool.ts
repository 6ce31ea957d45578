import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, dropColumns } from '../migration-helpers';

const manifestCategories = new Set(['DataSource', 'Visualization', 'Processing']);

/**
 * The publishing tool (docs/architecture.md §19):
 * - `device_authorizations.client_id`: which OAuth client started a device sign-in: null for the
 *   desktop app (as every sign-in before this was), which gets a device; 'sinyal-ext', the
 *   publishing tool, gets an API token.
 * - `extensions.listed_category`: the manifest's category, which the catalogue lists and filters
 *   by as itself (a DataSource is not a Recorder). `category` keeps the site's two groups under
 *   its CHECK, which SQLite cannot change without rebuilding a table every other one points at.
 *   Null for the specification's entries that have no manifest: their `category` is theirs.
 */
export const publishingToolMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumns(db, 'device_authorizations', [['client_id', 'text']]);
    await addColumns(db, 'extensions', [['listed_category', 'text']]);
    const latest = await sql<{ id: string; manifest: string }>`
      select e.id, v.manifest from extensions e
      join extension_versions v on v.extension_id = e.id and v.version = e.latest_version`.execute(
      db,
    );
    for (const row of latest.rows) {
      let category: unknown;
      try {
        category = (JSON.parse(row.manifest) as { category?: unknown }).category;
      } catch {
        continue;
      }
      if (typeof category !== 'string' || !manifestCategories.has(category)) continue;
      await sql`update extensions set listed_category = ${category} where id = ${row.id}`.execute(
        db,
      );
    }
  },

  async down(db: Kysely<unknown>) {
    await dropColumns(db, 'extensions', ['listed_category']);
    await dropColumns(db, 'device_authorizations', ['client_id']);
  },
};
