import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SessionUser } from '@sinyal/contracts/auth';
import { authMessages as m } from '@sinyal/contracts/auth-messages';
import type { Db } from '../db/database';
import type { TokenKind } from '../db/types';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import {
  findSessionWithUser,
  recordApiRequest,
  touchSession,
} from '../modules/auth/sessions.repository';
import { hashToken, looksLikeToken } from '../security/tokens';

export interface AuthContext {
  sessionId: number;
  kind: TokenKind;
  user: SessionUser;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on the routes that use it. */
    auth: AuthContext | null;
  }
}

export interface AuthGuard {
  /** A signed-in session (the web): every account action. */
  session: onRequestHookHandler;
  /** A session or an API token: reading account data. Calls with an API token are counted. */
  sessionOrApiToken: onRequestHookHandler;
}

/** The request's auth context, for handlers behind a guard. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', 401, m.authRequired);
  return request.auth;
}

// last_used_at is written at most once a minute per token, so reads stay reads.
const touchEveryMs = 60_000;

const unauthorized = (code: string, detail: string, error?: string) =>
  new AppError(code, 401, detail, undefined, {
    'WWW-Authenticate': error ? `Bearer error="${error}"` : 'Bearer',
  });

/**
 * `Authorization: Bearer <token>`. Session and API tokens are opaque; only their SHA-256 is stored,
 * so the lookup hashes what the client sent. Runs before the body is read.
 */
export function createAuthGuard(app: FastifyInstance, db: Db, clock: Clock): AuthGuard {
  app.decorateRequest('auth', null);

  const authenticate = async (request: FastifyRequest, sessionOnly: boolean) => {
    const header = request.headers.authorization;
    if (header === undefined || header.trim() === '') {
      throw unauthorized('unauthorized', m.authRequired);
    }
    const match = /^Bearer +(\S+)$/i.exec(header.trim());
    if (!match?.[1]) {
      throw unauthorized('invalid_authorization', m.malformedAuthorization, 'invalid_request');
    }
    const token = match[1];
    const expired = () => unauthorized('invalid_token', m.sessionExpired, 'invalid_token');
    if (!looksLikeToken(token)) throw expired();

    const row = await findSessionWithUser(db, hashToken(token));
    const now = clock.now();
    if (!row || row.revoked_at !== null) throw expired();
    if (row.expires_at !== null && row.expires_at <= now.toISOString()) throw expired();

    if (row.kind === 'api') {
      await recordApiRequest(
        db,
        {
          session_id: row.session_id,
          user_id: row.id,
          method: request.method,
          path: request.url.split('?')[0] ?? request.url,
        },
        now,
      );
    }
    if (sessionOnly && row.kind !== 'session') {
      throw new AppError('session_required', 403, m.sessionRequired);
    }
    if (!row.last_used_at || Date.parse(row.last_used_at) + touchEveryMs <= now.getTime()) {
      await touchSession(db, row.session_id, now);
    }

    request.auth = {
      sessionId: row.session_id,
      kind: row.kind,
      user: {
        id: row.id,
        username: row.username,
        email: row.email,
        full_name: row.full_name,
        company: row.company,
        sector: row.sector,
        country: row.country,
        // Always the stored plan: nothing a client sends can make an account premium.
        is_premium: row.is_premium === 1,
        email_verified: row.email_verified_at !== null,
        created_at: row.created_at,
      },
    };
  };

  return {
    session: async (request) => authenticate(request, true),
    sessionOrApiToken: async (request) => authenticate(request, false),
  };
}
