import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { revokeTokens, unexpired } from '../auth/sessions.service';
import { countRows } from '../../db/count-rows';

type Db = Kysely<Database>;

/** The account's API tokens that still work: not revoked, not expired. */
const liveApiTokens = (db: Db, userId: number, now: Date) =>
  db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('kind', '=', 'api')
    .where('revoked_at', 'is', null)
    .where(unexpired(now));

/**
 * A new API token has not been used yet: the dashboard says "Never" until a call stamps it
 * (token-check.service.ts stamps a token whose last use is unknown at once).
 */
export async function markNeverUsed(db: Db, id: number): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: null }).where('id', '=', id).execute();
}

/** The account's API tokens that still work, newest first. */
export async function listLiveApiTokens(db: Db, userId: number, now: Date) {
  return liveApiTokens(db, userId, now)
    .select(['id', 'name', 'scopes', 'created_at', 'last_used_at', 'expires_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countLiveApiTokens(db: Db, userId: number, now: Date): Promise<number> {
  return countRows(liveApiTokens(db, userId, now));
}

/** Revokes one of the account's API tokens; false when there is no such live token. */
export async function revokeApiToken(db: Db, userId: number, id: number, now: Date) {
  return (await revokeTokens(db, now, (eb) => eb.and({ id, user_id: userId, kind: 'api' }))) === 1;
}

/** Revokes the account's live tokens of one name (the one-click "Default" replaces its predecessor). */
export async function revokeApiTokensNamed(db: Db, userId: number, name: string, now: Date) {
  await revokeTokens(db, now, (eb) => eb.and({ user_id: userId, kind: 'api', name }));
}

/** Revokes every live API token of the account (a takedown of its extension); answers how many. */
export async function revokeAccountApiTokens(db: Db, userId: number, now: Date): Promise<number> {
  return revokeTokens(db, now, (eb) => eb.and({ user_id: userId, kind: 'api' }));
}
