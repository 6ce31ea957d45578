import type { Kysely, Selectable } from 'kysely';
import type { Database, PasskeysTable } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';

type Db = Kysely<Database>;

export type PasskeyRecord = Selectable<PasskeysTable>;

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRecord[]> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findPasskeyByCredentialId(
  db: Db,
  credentialId: string,
): Promise<PasskeyRecord | undefined> {
  return db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
}

/** Stores a new passkey; undefined when that credential is stored already. */
export async function insertPasskey(
  db: Db,
  passkey: Omit<PasskeyRecord, 'id' | 'created_at' | 'last_used_at'>,
  now: Date,
): Promise<PasskeyRecord | undefined> {
  try {
    return await db
      .insertInto('passkeys')
      .values({ ...passkey, created_at: now.toISOString(), last_used_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Records a sign-in with the passkey and its new counter, only if the stored counter is still the
 * one the check was made against (two sign-ins at once cannot both move it).
 */
export async function recordPasskeyUse(
  db: Db,
  id: number,
  use: { previousCounter: number; counter: number; backedUp: boolean },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({
      counter: use.counter,
      backed_up: use.backedUp ? 1 : 0,
      last_used_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('counter', '=', use.previousCounter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(
  db: Db,
  userId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('passkeys')
    .set({ name })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A ceremony's challenge, kept as its hash until it is used or expires. */
export async function insertChallenge(
  db: Db,
  challenge: {
    challenge_hash: string;
    purpose: 'register' | 'login';
    user_id: number | null;
    expires_at: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('passkey_challenges')
    .values({ ...challenge, created_at: now.toISOString(), used_at: null })
    .execute();
}

/** Uses a challenge up; undefined when it is unknown, expired, used or of another purpose. */
export async function useChallenge(
  db: Db,
  challengeHash: string,
  purpose: 'register' | 'login',
  now: Date,
): Promise<{ user_id: number | null } | undefined> {
  const at = now.toISOString();
  return db
    .updateTable('passkey_challenges')
    .set({ used_at: at })
    .where('challenge_hash', '=', challengeHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
}
