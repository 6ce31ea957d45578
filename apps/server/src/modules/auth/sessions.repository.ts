import type { Expression, ExpressionBuilder, InferResult, Kysely, SqlBool } from 'kysely';
import { joinBestSeat } from '../../db/best-seat';
import { hotLookup, type HotLookup } from '../../db/database';
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
  // The best Enterprise seat rides along in the same statement: no second query per request.
  const query = db
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
      'users.role',
      'users.totp_enabled_at',
      'users.disabled_at',
    ])
    .where('sessions.token_hash', '=', tokenHash);
  return joinBestSeat(query);
}

export type SessionWithUser = InferResult<ReturnType<typeof sessionWithUserQuery>>[number];
type Lookup = HotLookup<SessionWithUser>;
const lookups = new WeakMap<Db, Lookup>();

/**
 * The token's session with its user, in one query: every authenticated request pays for it, so the
 * statement is prepared once per database and only the token's hash changes, and its answer may come
 * from memory (db/database.ts, hotLookup), then without a promise.
 */
export function findSessionWithUser(
  db: Db,
  tokenHash: string,
): SessionWithUser | undefined | Promise<SessionWithUser | undefined> {
  let lookup = lookups.get(db);
  if (!lookup) {
    // On PostgreSQL, answers are remembered until a write that changes them is announced; the
    // database's triggers name the account (db/read-cache.ts).
    lookup = hotLookup(db, sessionWithUserQuery(db, '').compile(), { ownerOf: (row) => row.id });
    lookups.set(db, lookup);
  }
  return lookup([tokenHash]);
}

export async function touchSession(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A session or token that has no expiry, or has not reached it. */
export const unexpired = (now: Date) => (eb: ExpressionBuilder<Database, 'sessions'>) =>
  eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]);

/** Revokes the sessions and tokens `which` picks that are not revoked yet; answers how many. */
export async function revokeTokens(
  db: Db,
  now: Date,
  which: (eb: ExpressionBuilder<Database, 'sessions'>) => Expression<SqlBool>,
): Promise<number> {
  const result = await db
    .updateTable('sessions')
    .set({ revoked_at: now.toISOString() })
    .where(which)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Db, id: number, now: Date): Promise<void> {
  await revokeTokens(db, now, (eb) => eb('id', '=', id));
}

/** Revokes the user's live tokens of the given kinds, except `keepId` (the caller's own session). */
export async function revokeUserTokens(
  db: Db,
  userId: number,
  kinds: TokenKind[],
  now: Date,
  keepId?: number,
): Promise<void> {
  await revokeTokens(db, now, (eb) =>
    eb.and([
      eb('user_id', '=', userId),
      eb('kind', 'in', kinds),
      ...(keepId === undefined ? [] : [eb('id', '!=', keepId)]),
    ]),
  );
}

export async function listActiveSessions(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_used_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'session')
    .where('revoked_at', 'is', null)
    .where(unexpired(now))
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
  const revoked = await revokeTokens(db, now, (eb) =>
    eb.and([eb.and({ id, user_id: userId, kind: 'session' }), unexpired(now)(eb)]),
  );
  return revoked === 1;
}

/** Revokes the user's other live login sessions; answers how many there were. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepId: number,
  now: Date,
): Promise<number> {
  return revokeTokens(db, now, (eb) =>
    eb.and([
      eb.and({ user_id: userId, kind: 'session' }),
      eb('id', '!=', keepId),
      unexpired(now)(eb),
    ]),
  );
}

/** How many live login sessions and API tokens the account has (the operator console's detail). */
export async function countLiveTokens(db: Db, userId: number, now: Date) {
  const rows = await db
    .selectFrom('sessions')
    .select(['kind', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where(unexpired(now))
    .groupBy('kind')
    .execute();
  const of = (kind: TokenKind) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { sessions: of('session'), apiTokens: of('api') };
}
