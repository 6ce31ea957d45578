import type { Kysely, Selectable } from 'kysely';
import type { Database, OAuthIdentitiesTable, OAuthTicketPurpose } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';

type Db = Kysely<Database>;

export type IdentityRecord = Selectable<OAuthIdentitiesTable>;

/** The identity of a provider account: by (provider, subject) and nothing else, never by e-mail. */
export async function findIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<IdentityRecord | undefined> {
  return db
    .selectFrom('oauth_identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

/** Links a provider account; false when it is linked already (to any account). */
export async function insertIdentity(
  db: Db,
  identity: { user_id: number; provider: string; subject: string; email: string | null },
  now: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto('oauth_identities')
      .values({ ...identity, created_at: now.toISOString(), last_used_at: now.toISOString() })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function touchIdentity(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('oauth_identities')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function listIdentities(db: Db, userId: number): Promise<IdentityRecord[]> {
  return db
    .selectFrom('oauth_identities')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function deleteIdentity(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('oauth_identities')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A secret of the flow, kept as its hash; rows stay after use until they are cleaned up. */
export async function insertTicket(
  db: Db,
  ticket: {
    token_hash: string;
    purpose: OAuthTicketPurpose;
    user_id: number | null;
    payload: string | null;
    expires_at: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('oauth_tickets')
    .values({ ...ticket, created_at: now.toISOString(), used_at: null })
    .execute();
}

/** An unused, unexpired ticket, without using it up. */
export async function findUsableTicket(
  db: Db,
  tokenHash: string,
  purpose: OAuthTicketPurpose,
  now: Date,
) {
  return db
    .selectFrom('oauth_tickets')
    .select(['id', 'user_id', 'payload'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Uses a ticket up and answers it; undefined when it is unknown, expired or already used. */
export async function useTicket(db: Db, tokenHash: string, purpose: OAuthTicketPurpose, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('oauth_tickets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning(['id', 'user_id', 'payload'])
    .executeTakeFirst();
}

/**
 * Records a callback's state as used; false when it was used before. The state's cookie lives 10
 * minutes, so the row is kept at least that long.
 */
export async function claimState(
  db: Db,
  stateHash: string,
  expiresAt: string,
  now: Date,
): Promise<boolean> {
  try {
    await db
      .insertInto('oauth_tickets')
      .values({
        token_hash: stateHash,
        purpose: 'state',
        user_id: null,
        payload: null,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: now.toISOString(),
      })
      .execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
