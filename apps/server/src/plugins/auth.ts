import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { authMessages as m } from '@sinyal/contracts/auth-messages';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import { checkToken, type AuthContext } from '../modules/auth/token-check.service';

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

const unauthorized = (code: string, detail: string, error?: string) =>
  new AppError(code, 401, detail, undefined, {
    'WWW-Authenticate': error ? `Bearer error="${error}"` : 'Bearer',
  });

/**
 * `Authorization: Bearer <token>`, read before the body. What the token is worth is the auth
 * module's business (checkToken); the guard turns the answer into the request's auth or a 401/403.
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
    const check = await checkToken(db, clock, match[1], {
      sessionOnly,
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
    });
    if (!check.ok && check.reason === 'session_required') {
      throw new AppError('session_required', 403, m.sessionRequired);
    }
    if (!check.ok) throw unauthorized('invalid_token', m.sessionExpired, 'invalid_token');
    request.auth = check.auth;
  };

  return {
    // The guard's promise is authenticate's own: no second async wrapper on every request.
    session: (request) => authenticate(request, true),
    sessionOrApiToken: (request) => authenticate(request, false),
  };
}
