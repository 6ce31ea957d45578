import { apiTokenScopes, type ApiTokenScope } from '@sinyal/contracts/auth';
import { isPremiumPlan } from '@sinyal/contracts/plans';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { AuthContext, TokenCheck, TokenUse } from '../../plugins/auth';
import { hashToken, looksLikeToken } from '../../security/tokens';
import { planWithSource } from '../users/plan-in-force';
import { recordApiRequest } from './api-request-log';
import { findSessionWithUser, touchSession } from './sessions.repository';

/** The scopes stored with an API token; anything unreadable counts as none. */
function parseScopes(stored: string | null): ApiTokenScope[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(value)) return [];
    return apiTokenScopes.filter((scope) => value.includes(scope));
  } catch {
    return [];
  }
}

// last_used_at is written at most once a minute per token, so reads stay reads.
const touchEveryMs = 60_000;

type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

/** A session row's times as numbers: worked out once per row, which the lookup may hand out again. */
interface RowTimes {
  /** Infinity for a token that does not expire. */
  expiresAtMs: number;
  /** When last_used_at is due to be written again (at once if it never was). */
  touchDueMs: number;
}
const rowTimes = new WeakMap<SessionRow, RowTimes>();

function timesOf(row: SessionRow): RowTimes {
  let times = rowTimes.get(row);
  if (!times) {
    times = {
      // An end that cannot be read counts as passed.
      expiresAtMs: row.expires_at === null ? Infinity : Date.parse(row.expires_at) || -Infinity,
      touchDueMs: row.last_used_at ? Date.parse(row.last_used_at) + touchEveryMs : -Infinity,
    };
    rowTimes.set(row, times);
  }
  return times;
}

const unknownToken: TokenCheck = { ok: false, reason: 'unknown_token' };

/**
 * Checks an opaque session or API token. Only its SHA-256 is stored, so the lookup hashes what the
 * client sent; one query finds the session with its user (every authenticated request pays for it).
 * The answer comes without a promise when nothing had to wait: the session read was at hand
 * (hotLookup) and nothing is written (an API token's call is recorded; last_used_at is written once
 * a minute).
 */
export function checkToken(
  db: Db,
  clock: Clock,
  token: string,
  use: TokenUse,
): TokenCheck | Promise<TokenCheck> {
  if (!looksLikeToken(token)) return unknownToken;
  const found = findSessionWithUser(db, hashToken(token));
  return found instanceof Promise
    ? found.then((row) => checkRow(db, clock, row, use))
    : checkRow(db, clock, found, use);
}

function checkRow(
  db: Db,
  clock: Clock,
  row: SessionRow | undefined,
  use: TokenUse,
): TokenCheck | Promise<TokenCheck> {
  const now = clock.now();
  if (!row) return unknownToken;
  const ended = row.kind === 'api' ? 'api_token_invalid' : 'invalid_token';
  // A disabled account's tokens were revoked with it; the check stands in case one was missed.
  if (row.revoked_at !== null || row.disabled_at !== null) return { ok: false, reason: ended };
  const times = timesOf(row);
  if (times.expiresAtMs <= now.getTime()) return { ok: false, reason: ended };
  if (row.kind === 'api' || times.touchDueMs <= now.getTime()) {
    return checkWithWrites(db, row, times, use, now);
  }
  return { ok: true, auth: authContext(row, use, now) };
}

/** A live token whose use is written down first: an API token's call, a session's last use. */
async function checkWithWrites(
  db: Db,
  row: SessionRow,
  times: RowTimes,
  use: TokenUse,
  now: Date,
): Promise<TokenCheck> {
  if (row.kind === 'api') {
    // Counted even when the route then refuses the token: the dashboard shows every call made
    // with it. api_requests grows by a row per call (calls that arrive together share one insert);
    // older rows are removed on a schedule.
    await recordApiRequest(db, {
      session_id: row.session_id,
      user_id: row.id,
      method: use.method,
      path: use.path,
      created_at: now.toISOString(),
    });
  }
  if (use.sessionOnly && row.kind !== 'session') return { ok: false, reason: 'session_required' };
  if (times.touchDueMs <= now.getTime()) {
    // The row may be a remembered one, and the write does not empty the memory (it changes no
    // answer): the next touch is due a minute from now all the same.
    times.touchDueMs = now.getTime() + touchEveryMs;
    await touchSession(db, row.session_id, now);
  }
  return { ok: true, auth: authContext(row, use, now) };
}

function authContext(row: SessionRow, use: TokenUse, now: Date): AuthContext {
  const { plan, via } = planWithSource(row, now);
  return {
    sessionId: row.session_id,
    kind: row.kind,
    scopes: row.kind === 'session' ? apiTokenScopes : parseScopes(row.scopes),
    role: row.role,
    twoFactor: row.totp_enabled_at !== null,
    planVia: via,
    ip: use.ip,
    user: {
      id: row.id,
      username: row.username,
      email: row.email,
      full_name: row.full_name,
      company: row.company,
      sector: row.sector,
      country: row.country,
      // The stored plan (ended, if its end has passed) or an active Enterprise seat's: nothing a client sends can make
      // an account premium.
      is_premium: isPremiumPlan(plan),
      plan,
      email_verified: row.email_verified_at !== null,
      created_at: row.created_at,
    },
  };
}
