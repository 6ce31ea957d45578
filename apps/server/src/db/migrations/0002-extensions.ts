import { sql, type Kysely, type Migration } from 'kysely';
import { col, columns, createIndex } from '../migration-helpers';

/**
 * The extension catalogue: one row per extension (the fields of its latest version, ready for the
 * cards) and one row per published version with its manifest. Search matches `search_text`, the
 * lower-cased name, description and category, written by the server so SQLite and PostgreSQL
 * lower-case the same way (SQLite's lower() knows ASCII only).
 */
export const extensionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('extensions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .$call(columns('text', col.required, 'name', 'description'))
      .addColumn('description_long', 'text')
      .addColumn('author', 'text', col.required)
      .addColumn('category', 'text', (c) =>
        c.notNull().check(sql`category in ('Recorder', 'Visualization')`),
      )
      .addColumn('mode', 'text', col.required)
      .addColumn('file_formats', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('os', 'text', col.required)
      .addColumn('git_path', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('is_premium', 'integer', col.zeroByDefault)
      .$call(
        columns('text', col.required, 'latest_version', 'search_text', 'created_at', 'updated_at'),
      )
      .execute();
    // The list is ordered by name and filtered by category. A substring search ("like '%q%'") reads
    // every row of search_text whatever the index: for the thousands of rows a catalogue holds that
    // is well under a millisecond on both databases (measured by `npm run bench`).
    await createIndex(db, 'extensions_name_idx', 'extensions', ['name', 'id']);
    await createIndex(db, 'extensions_category_name_idx', 'extensions', ['category', 'name', 'id']);
    await createIndex(db, 'extensions_owner_idx', 'extensions', ['owner_user_id']);

    await db.schema
      .createTable('extension_versions')
      .addColumn('extension_id', 'text', (c) =>
        c.notNull().references('extensions.id').onDelete('cascade'),
      )
      .$call(columns('text', col.required, 'version', 'manifest'))
      .addColumn('published_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('published_at', 'text', col.required)
      .addPrimaryKeyConstraint('extension_versions_pk', ['extension_id', 'version'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('extension_versions').ifExists().execute();
    await db.schema.dropTable('extensions').ifExists().execute();
  },
};
