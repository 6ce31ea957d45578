import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

export async function insertLoginChallenge(
  db: Db,
  challenge: { token_hash: string; user_id: number; remember_me: boolean; expires_at: string },
  now: Date,
): Promise<void> {
  // Rows stay after use or expiry; old ones are removed on a schedule (operations).
  await db
    .insertInto('login_challenges')
    .values({
      ...challenge,
      remember_me: challenge.remember_me ? 1 : 0,
      created_at: now.toISOString(),
      used_at: null,
    })
    .execute();
}

/** An unused, unexpired challenge, without using it up. */
export async function findLoginChallenge(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('login_challenges')
    .select(['id', 'user_id', 'remember_me'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Uses the challenge up; false when another request already did. */
export async function consumeLoginChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('login_challenges')
    .set({ used_at: now.toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
