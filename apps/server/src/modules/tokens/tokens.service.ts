import {
  maxActiveApiTokens,
  type ApiTokenList,
  type ApiTokenSummary,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@sinyal/contracts/account-security';
import { apiTokenScopes, type ApiTokenScope } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
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

export function createTokensService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function create(
    auth: AuthContext,
    input: CreateApiTokenRequest,
    meta: { ip: string; userAgent: string | null },
  ): Promise<CreatedApiToken> {
    const now = clock.now();
    const { token, hash } = issueToken();
    const scopes = apiTokenScopes.filter((scope) => input.scopes.includes(scope));
    const expiresAt = input.expires_in_days
      ? addMs(now, input.expires_in_days * dayMs).toISOString()
      : null;
    const id = await db.transaction().execute(async (trx) => {
      // Tokens made at once are counted one after the other, so the cap holds.
      await lockAccount(trx, auth.user.id);
      if ((await countLiveApiTokens(trx, auth.user.id, now)) >= maxActiveApiTokens) {
        throw AppError.of('too_many_tokens', 409);
      }
      const id = await insertSession(
        trx,
        {
          token_hash: hash,
          user_id: auth.user.id,
          kind: 'api',
          name: input.name,
          scopes: JSON.stringify(scopes),
          expires_at: expiresAt,
          ip: meta.ip,
          user_agent: meta.userAgent,
        },
        now,
      );
      await markNeverUsed(trx, id);
      await recordAudit(trx, securityEvent(auth.user.id, 'api_token_create', now, meta.ip));
      return id;
    });
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

    async revoke(auth: AuthContext, id: number): Promise<void> {
      if (!(await revokeApiToken(db, auth.user.id, id, clock.now()))) {
        throw AppError.of('token_not_found', 404);
      }
      await recordAudit(db, securityEvent(auth.user.id, 'api_token_revoke', clock.now()));
    },
  };
}
