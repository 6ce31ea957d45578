import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

export async function findSettings(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['telemetry_opt_out', 'newsletter'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
