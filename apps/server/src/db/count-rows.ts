import type { SelectQueryBuilder } from 'kysely';
import type { Database } from './types';

/** How many rows the query selects (PostgreSQL answers count(*) as a bigint string, SQLite as a number). */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}
