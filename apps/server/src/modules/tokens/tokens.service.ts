import {
  maxActiveApiTokens,
  type ApiTokenList,
  type ApiTokenSummary,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@sinyal/contracts/account-security';
import { apiTokenScopes, type ApiTokenScope } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { recordAudit, securityEvent } from '../audit/audit.service';
import { AppError } from '../../errors';
import { addMs, dayMs } from '../../lib/clock';
import { issueToken } from '../../security/tokens';
import type { AuthContext } from '../../plugins/auth';
import { insertSession } from '../auth/sessions.service';
import { lockAccount } from '../users/users.service';
import {
  countLiveApiTokens,
  listLiveApiTokens,
  markNeverUsed,
  revokeApiToken,
} from './tokens.repository';

/** What a token made before names existed is called (migration 0003 names them so too). */
const defaultTokenName = 'Default';

function scopesOf(stored: string | null): ApiTokenScope[] {
  try {
    const value: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(value) ? apiTokenScopes.filter((scope) => value.includes(scope)) : [];
  } catch {
    return [];
  }
}

/**
 * Named API tokens with scopes and an optional expiry. A token is shown once, when it is made;
 * only its SHA-256 is kept. Making and revoking take a login session (the routes' guard): a token
 * never mints another.
 */
// The account module replaces the one-click "Default" token: it comes here, not to the repository.
export { markNeverUsed, revokeApiTokensNamed } from './tokens.repository';
// The operators revoke a publisher's tokens with a takedown (docs/architecture.md §15).
export { revokeAccountApiTokens } from './tokens.repository';

interface NewApiToken {
  userId: number;
  name: string;
  scopes: ApiTokenScope[];
  expiresAt: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Makes an API token inside the caller's transaction, counted against the account's cap: from the
 * dashboard, and from an approved `sinyal-ext login` (the device module, docs/architecture.md §19).
 */
export async function insertApiToken(
  trx: Db,
  input: NewApiToken,
  now: Date,
): Promise<{ id: number; token: string }> {
  const { token, hash } = issueToken();
  // Tokens made at once are counted one after the other, so the cap holds.
  await lockAccount(trx, input.userId);
  if ((await countLiveApiTokens(trx, input.userId, now)) >= maxActiveApiTokens) {
    throw AppError.of('too_many_tokens', 409);
  }
  const id = await insertSession(
    trx,
    {
      token_hash: hash,
      user_id: input.userId,
      kind: 'api',
      name: input.name,
      scopes: JSON.stringify(input.scopes),
      expires_at: input.expiresAt,
      ip: input.ip,
      user_agent: input.userAgent,
    },
    now,
  );
  await markNeverUsed(trx, id);
  await recordAudit(trx, securityEvent(input.userId, 'api_token_create', now, input.ip));
  return { id, token };
}

export function createTokensService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function create(
    auth: AuthContext,
    input: CreateApiTokenRequest,
    meta: { ip: string; userAgent: string | null },
  ): Promise<CreatedApiToken> {
    const now = clock.now();
    const scopes = apiTokenScopes.filter((scope) => input.scopes.includes(scope));
    const expiresAt = input.expires_in_days
      ? addMs(now, input.expires_in_days * dayMs).toISOString()
      : null;
    const { id, token } = await db.transaction().execute((trx) =>
      insertApiToken(
        trx,
        {
          userId: auth.user.id,
          name: input.name,
          scopes,
          expiresAt,
          ip: meta.ip,
          userAgent: meta.userAgent,
        },
        now,
      ),
    );
    return {
      id,
      name: input.name,
      scopes,
      created_at: now.toISOString(),
      last_used_at: null,
      expires_at: expiresAt,
      api_token: token,
    };
  }

  async function revoke(auth: AuthContext, id: number): Promise<void> {
    if (!(await revokeApiToken(db, auth.user.id, id, clock.now()))) {
      throw AppError.of('token_not_found', 404);
    }
    await recordAudit(db, securityEvent(auth.user.id, 'api_token_revoke', clock.now(), auth.ip));
  }

  return {
    async list(auth: AuthContext): Promise<ApiTokenList> {
      const rows = await listLiveApiTokens(db, auth.user.id, clock.now());
      const tokens: ApiTokenSummary[] = rows.map((row) => ({
        id: row.id,
        name: row.name ?? defaultTokenName,
        scopes: scopesOf(row.scopes),
        created_at: row.created_at,
        last_used_at: row.last_used_at,
        expires_at: row.expires_at,
      }));
      return { tokens };
    },

    create,

    /** The API token of this request; a login session is not an API token (404, as another's). */
    async revokeCurrent(auth: AuthContext): Promise<void> {
      if (auth.kind !== 'api') throw AppError.of('token_not_found', 404);
      await revoke(auth, auth.sessionId);
    },

    revoke,
  };
}
