import {
  PostgresAdapter,
  type ColumnDefinitionBuilder,
  type ColumnDataType,
  type CreateTableBuilder,
  type Kysely,
} from 'kysely';

/**
 * Pieces the migrations share. They only build the same statements the migrations wrote out
 * before (a migration that has run must keep making the same schema), so changing one here means
 * checking every migration that uses it.
 */

type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * The generated integer id: SQLite's "integer primary key" is the rowid; PostgreSQL needs an
 * identity column.
 */
export function idColumn(db: Kysely<unknown>): Build {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (column) =>
    postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey();
}

/** The constraints columns are made with, by what the column holds. */
export const col = {
  /** A value every row has. */
  required: (column) => column.notNull(),
  /** A value every row has, and no two rows share. */
  requiredUnique: (column) => column.notNull().unique(),
  /** A value a row may lack (null). */
  nullable: (column) => column,
  /** A number or flag that starts at 0. */
  zeroByDefault: (column) => column.notNull().defaultTo(0),
  /** The account a row belongs to; the row goes with the account. */
  userRef: (column) => column.notNull().references('users.id').onDelete('cascade'),
} satisfies Record<string, Build>;

/** Adds columns to a table that exists, one ALTER TABLE each (SQLite takes one at a time). */
export async function addColumns(
  db: Kysely<unknown>,
  table: string,
  columns: [name: string, type: ColumnDataType, build?: Build][],
) {
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, type, build ?? ((column) => column))
      .execute();
  }
}

/** Drops columns of a table, one ALTER TABLE each, in the order given. */
export async function dropColumns(db: Kysely<unknown>, table: string, names: string[]) {
  for (const name of names) {
    await db.schema.alterTable(table).dropColumn(name).execute();
  }
}

export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: string[],
) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

type NewTable = CreateTableBuilder<string, string>;

/**
 * Columns of one type and the same constraints, added to a new table in the order given:
 * `.$call(columns('text', col.required, 'created_at', 'expires_at'))`.
 */
export function columns(type: ColumnDataType, build: Build, ...names: string[]) {
  return (table: NewTable): NewTable =>
    names.reduce((next, name) => next.addColumn(name, type, build), table);
}

/**
 * A new table of secrets handed to an account and kept only as hashes (sessions, e-mail links,
 * login challenges): it starts with its id, the token's hash (unique) and the account.
 */
export function hashedTokenTable(db: Kysely<unknown>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('token_hash', 'text', col.requiredUnique)
    .addColumn('user_id', 'integer', col.userRef);
}
