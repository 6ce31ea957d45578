import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { updateUser } from '../users/users.repository';

type Db = Kysely<Database>;

export async function findSettings(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['telemetry_opt_out', 'newsletter'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateSettings(
  db: Db,
  userId: number,
  changes: { telemetry_opt_out?: boolean; newsletter?: boolean },
  now: Date,
): Promise<void> {
  const set: { telemetry_opt_out?: 0 | 1; newsletter?: 0 | 1 } = {};
  if (changes.telemetry_opt_out !== undefined)
    set.telemetry_opt_out = changes.telemetry_opt_out ? 1 : 0;
  if (changes.newsletter !== undefined) set.newsletter = changes.newsletter ? 1 : 0;
  await updateUser(db, userId, set, now);
}
