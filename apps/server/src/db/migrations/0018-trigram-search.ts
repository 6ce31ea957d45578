import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Search at scale on PostgreSQL (docs/architecture.md §12, "Search at scale"): trigram indexes
 * (the pg_trgm extension) on the catalogue's search_text and on the accounts' normalized username
 * and e-mail, so a substring match (`LIKE '%text%'`) of three characters or more reads the index
 * instead of every row. SQLite is unaffected (its catalogue search reads the covering name
 * indexes of 0009; its admin search stays a prefix range).
 *
 * pg_trgm ships with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13: a role
 * with CREATE on the database may create it. It is created in `public` when that schema exists
 * (else in the migration's own schema), once per database: schemas of several deployments or test
 * runs share it, and the operator class is named with its schema, so no search_path needs it.
 * When it cannot be created, the migration fails and says what to do.
 *
 * Beside them, a small partial index of the listed extensions by category: the catalogue's count
 * of everything (or of a category) reads it alone (an index-only scan of under a megabyte at
 * 100,000 rows) instead of the whole table.
 */
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

const indexes = [
  ['extensions_search_trgm_idx', 'extensions', 'search_text'],
  ['users_username_trgm_idx', 'users', 'username_normalized'],
  ['users_email_trgm_idx', 'users', 'email_normalized'],
] as const;

async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const found = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return found.rows[0]?.schema;
}

/** Where pg_trgm lives, created there when missing; a clear error when it cannot be. */
async function ensureTrigrams(db: Kysely<unknown>): Promise<string> {
  const existing = await trigramSchema(db);
  if (existing) return existing;
  const { rows } = await sql<{ target: string; database: string }>`
    select coalesce((select nspname from pg_namespace where nspname = 'public'), current_schema())
      as target, current_database() as database`.execute(db);
  const target = rows[0]?.target ?? 'public';
  // Migrations run in one transaction: a savepoint keeps it usable when the creation fails.
  await sql`savepoint create_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema ${sql.id(target)}`.execute(db);
    await sql`release savepoint create_pg_trgm`.execute(db);
  } catch (error) {
    await sql`rollback to savepoint create_pg_trgm`.execute(db);
    // Another database user created it meanwhile.
    const created = await trigramSchema(db);
    if (created) return created;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Migration 0018 needs PostgreSQL's pg_trgm extension, which could not be created (${reason}). ` +
        `Ask the database's owner or a superuser to run \`CREATE EXTENSION pg_trgm;\` in database ` +
        `"${rows[0]?.database ?? '?'}" (on Debian or Ubuntu it comes with the postgresql package; ` +
        `on a managed service, enable pg_trgm in its extensions), then start the server again.`,
      { cause: error },
    );
  }
  return (await trigramSchema(db)) ?? target;
}

export const trigramSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    const schema = await ensureTrigrams(db);
    for (const [name, table, column] of indexes) {
      await sql`create index ${sql.id(name)} on ${sql.id(table)} using gin (${sql.id(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      );
    }
    await sql`create index extensions_listed_idx on extensions (category) where taken_down_at is null`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    if (!onPostgres(db)) return;
    // The extension stays: other schemas of the same database may use it.
    for (const [name] of indexes) await sql`drop index if exists ${sql.id(name)}`.execute(db);
    await sql`drop index if exists extensions_listed_idx`.execute(db);
  },
};
