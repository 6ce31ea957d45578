import { PostgresAdapter, type Kysely, type Migration } from 'kysely';
import { createIndex } from '../migration-helpers';

/**
 * Catalogue search (docs/architecture.md §12, speed): a text search matches search_text row by row
 * in name order, and counts the matches. On SQLite the name indexes now carry search_text too, so
 * both passes read the small index entries and fetch a whole row only for the page's matches
 * (about three times faster over 10,000 extensions). They still order and filter by category as
 * before. PostgreSQL keeps its indexes: its planner does not filter on index entries this way, and
 * a btree entry there has a size limit that long descriptions could pass.
 */
const onSqlite = (db: Kysely<unknown>) => !(db.getExecutor().adapter instanceof PostgresAdapter);

export const catalogueSearchIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!onSqlite(db)) return;
    await db.schema.dropIndex('extensions_name_idx').execute();
    await db.schema.dropIndex('extensions_category_name_idx').execute();
    await createIndex(db, 'extensions_name_idx', 'extensions', ['name', 'id', 'search_text']);
    await createIndex(db, 'extensions_category_name_idx', 'extensions', [
      'category',
      'name',
      'id',
      'search_text',
    ]);
  },
  async down(db: Kysely<unknown>) {
    if (!onSqlite(db)) return;
    await db.schema.dropIndex('extensions_name_idx').execute();
    await db.schema.dropIndex('extensions_category_name_idx').execute();
    await createIndex(db, 'extensions_name_idx', 'extensions', ['name', 'id']);
    await createIndex(db, 'extensions_category_name_idx', 'extensions', ['category', 'name', 'id']);
  },
};
