import type { CompiledQuery, InferResult, Kysely } from 'kysely';
import type { Database, TokenKind } from '../../db/types';

type Db = Kysely<Database>;

export interface NewSession {
  token_hash: string;
  user_id: number;
  kind: TokenKind;
  expires_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** API tokens only. */
  name?: string | null;
  scopes?: string | null;
}

export async function insertSession(db: Db, session: NewSession, now: Date): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({ ...session, created_at: now.toISOString(), last_used_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function sessionWithUserQuery(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.kind',
      'sessions.expires_at',
      'sessions.revoked_at',
      'sessions.last_used_at',
      'sessions.scopes',
      'users.id',
      'users.username',
      'users.email',
      'users.full_name',
      'users.company',
      'users.sector',
      'users.country',
      'users.plan',
      'users.plan_ends_at',
      'users.email_verified_at',
      'users.created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);
}

type SessionWithUser = InferResult<ReturnType<typeof sessionWithUserQuery>>[number];
const compiledLookups = new WeakMap<Db, CompiledQuery<SessionWithUser>>();

/**
 * The token's session with its user, in one query: every authenticated request pays for it, so the
 * SQL is built once per database and only the parameter changes.
 */
export async function findSessionWithUser(
  db: Db,
  tokenHash: string,
): Promise<SessionWithUser | undefined> {
  let compiled = compiledLookups.get(db);
  if (!compiled) {
    compiled = sessionWithUserQuery(db, '').compile();
    compiledLookups.set(db, compiled);
  }
  const query: CompiledQuery<SessionWithUser> = { ...compiled, parameters: [tokenHash] };
  const result = await db.executeQuery(query);
  return result.rows[0];
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes the user's live tokens of the given kinds, except `keepId` (the caller's own session). */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  kinds: TokenKind[],
  now: Date,
  keepId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('revoked_at', 'is', null);
  if (keepId !== undefined) query = query.where('id', '!=', keepId);
  await query.execute();
}

export async function listActiveSessions(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export interface ApiRequestRow {
  session_id: number;
  user_id: number;
  method: string;
  path: string;
  created_at: string;
}

/** Several API calls' rows in one statement (one commit). */
export async function insertApiRequests(db: Db, rows: readonly ApiRequestRow[]): Promise<void> {
  await db.insertInto('api_requests').values(rows).execute();
}

/** Revokes one of the user's login sessions; false when it is not theirs, not a session or already over. */
export async function revokeUserSession(
  db: Db,
  userId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes the user's other live login sessions; answers how many there were. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepId: number,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('id', '!=', keepId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
