import {
  PostgresAdapter,
  type ColumnDefinitionBuilder,
  type ColumnDataType,
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

/** The account a row belongs to; the row goes with the account. */
export const userRef: Build = (column) =>
  column.notNull().references('users.id').onDelete('cascade');

/** A number or flag that starts at 0. */
export const zeroByDefault: Build = (column) => column.notNull().defaultTo(0);

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
