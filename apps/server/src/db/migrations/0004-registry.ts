import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { lookalikeKey } from '@sinyal/contracts/extension-lookalike';
import { addColumns, col, columns, createIndex, dropColumns } from '../migration-helpers';

/**
 * The extension registry (docs/architecture.md §8): every version gets its package (sha256, size,
 * signature, engines, readme and changelog), yank state and download count; extensions get the
 * skeletons that refuse look-alike ids and names, and their owner's deprecation notice. Author names
 * belong to one publisher (`publishers`). Packages live in `package_blobs` when PACKAGE_STORAGE is
 * "database", and `extension_downloads` counts each address once per version and day.
 */
export const registryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

    await addColumns(db, 'extension_versions', [
      ['sha256', 'text'],
      ['size', 'integer'],
      ['signature', 'text'],
      ['engines_sinyal', 'text'],
      ['readme', 'text'],
      ['changelog', 'text'],
      ['yanked_at', 'text'],
      ['yank_reason', 'text'],
      ['downloads', 'integer', col.zeroByDefault],
    ]);
    await addColumns(db, 'extensions', [
      ['id_key', 'text'],
      ['name_key', 'text'],
      ['author_key', 'text'],
      ['downloads', 'integer', col.zeroByDefault],
      ['deprecated_reason', 'text'],
      ['replacement_id', 'text'],
      ['deprecated_at', 'text'],
    ]);

    const typed = db as unknown as Kysely<{
      extensions: {
        id: string;
        name: string;
        author: string;
        owner_user_id: number | null;
        created_at: string;
        id_key: string | null;
        name_key: string | null;
        author_key: string | null;
      };
      publishers: {
        author_key: string;
        author: string;
        owner_user_id: number | null;
        created_at: string;
      };
    }>;

    await db.schema
      .createTable('publishers')
      .addColumn('author_key', 'text', (c) => c.primaryKey())
      .addColumn('author', 'text', col.required)
      // Null: reserved by the registry itself (the built-in samples' "Sinyal Labs").
      .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', col.required)
      .execute();

    const rows = await typed
      .selectFrom('extensions')
      .select(['id', 'name', 'author', 'owner_user_id', 'created_at'])
      .orderBy('created_at')
      .execute();
    const claimed = new Set<string>();
    for (const row of rows) {
      const author = lookalikeKey(row.author);
      await typed
        .updateTable('extensions')
        .set({ id_key: lookalikeKey(row.id), name_key: lookalikeKey(row.name), author_key: author })
        .where('id', '=', row.id)
        .execute();
      // The first to publish under a name keeps it.
      if (!claimed.has(author)) {
        claimed.add(author);
        await typed
          .insertInto('publishers')
          .values({
            author_key: author,
            author: row.author,
            owner_user_id: row.owner_user_id,
            created_at: row.created_at,
          })
          .execute();
      }
    }
    for (const column of ['id_key', 'name_key', 'author_key']) {
      await createIndex(db, `extensions_${column}_idx`, 'extensions', [column]);
    }

    await db.schema
      .createTable('package_blobs')
      .addColumn('sha256', 'text', (c) => c.primaryKey())
      .addColumn('size', 'integer', col.required)
      .addColumn('data', postgres ? sql`bytea` : 'blob', col.required)
      .addColumn('created_at', 'text', col.required)
      .execute();

    // Old rows are removed on a schedule (operations): only today's rows decide anything.
    await db.schema
      .createTable('extension_downloads')
      .$call(columns('text', col.required, 'extension_id', 'version', 'day', 'client'))
      .addPrimaryKeyConstraint('extension_downloads_pk', [
        'extension_id',
        'version',
        'day',
        'client',
      ])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('extension_downloads').ifExists().execute();
    await db.schema.dropTable('package_blobs').ifExists().execute();
    await db.schema.dropTable('publishers').ifExists().execute();
    for (const column of ['id_key', 'name_key', 'author_key']) {
      await db.schema.dropIndex(`extensions_${column}_idx`).ifExists().execute();
    }
    await dropColumns(db, 'extensions', [
      'id_key',
      'name_key',
      'author_key',
      'downloads',
      'deprecated_reason',
      'replacement_id',
      'deprecated_at',
    ]);
    await dropColumns(db, 'extension_versions', [
      'sha256',
      'size',
      'signature',
      'engines_sinyal',
      'readme',
      'changelog',
      'yanked_at',
      'yank_reason',
      'downloads',
    ]);
  },
};
