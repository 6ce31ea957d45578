import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ApiTokenScope, SessionUser } from '@sinyal/contracts/auth';
import { authMessages as m } from '@sinyal/contracts/auth-messages';
import { adminMessages } from '@sinyal/contracts/admin';
import type { PlanVia } from '@sinyal/contracts/orgs';
import type { TokenKind, UserRole } from '../db/types';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on the routes that use it. */
    auth: AuthContext | null;
  }
}

/** Who a request's bearer token belongs to. */
export interface AuthContext {
  sessionId: number;
  kind: TokenKind;
  /** What the token may do: every scope for a session, the token's own for an API token. */
  scopes: readonly ApiTokenScope[];
  /** 'admin' reaches the operator console (docs/architecture.md §15). */
  role: UserRole;
  /** Two-factor sign-in is on for the account. */
  twoFactor: boolean;
  user: SessionUser;
  /** The organization whose Enterprise seat gives `user.plan`, or null for the account's own plan. */
  planVia: PlanVia;
  /**
   * The address the request came from (behind a trusted proxy, the forwarded one): what the audit
   * log records as "from where" for the account's security events.
   */
  ip: string;
}

export interface TokenUse {
  /** Only a web session will do (account actions); an API token is refused. */
  sessionOnly: boolean;
  method: string;
  /** Without the query string. */
  path: string;
  /** The request's address (request.ip), handed on to the auth context. */
  ip: string;
}

export type TokenCheck =
  | { ok: true; auth: AuthContext }
  /** A session that was revoked or expired: the client has to sign in again. */
  | { ok: false; reason: 'invalid_token' }
  /** No token like it was ever made (or it is not one): perhaps a mistyped API token. */
  | { ok: false; reason: 'unknown_token' }
  /** An API token that was revoked or expired. */
  | { ok: false; reason: 'api_token_invalid' }
  /** A live API token where only a session will do. */
  | { ok: false; reason: 'session_required' };

/**
 * What a bearer token is worth: the auth module's checker, handed in by the composition root. The
 * answer may come without a promise (nothing had to wait), and then the request goes on without one.
 */
export type TokenChecker = (token: string, use: TokenUse) => TokenCheck | Promise<TokenCheck>;

export interface AuthGuard {
  /** A signed-in session (the web): every account action. */
  session: onRequestHookHandler;
  /** A session or an API token: reading account data. Calls with an API token are counted. */
  sessionOrApiToken: onRequestHookHandler;
  /**
   * An admin's signed-in session with two-factor sign-in on: the operator console. An API token
   * gets 403 session_required, an admin without 2FA 403 admin_2fa_required, anyone else 403
   * admin_required.
   */
  admin: onRequestHookHandler;
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
 * module's business (its checkToken, handed in by app.ts); the guard turns the answer into the
 * request's auth or a 401/403.
 *
 * The guards are callback hooks, not async functions: when the checker answers at once (the
 * session read from memory, the usual case) the request goes on without a promise or a turn of
 * the microtask queue; it waits only when the checker has to.
 */
export function createAuthGuard(app: FastifyInstance, checkToken: TokenChecker): AuthGuard {
  app.decorateRequest('auth', null);

  /** The token's check, or the 401 of a missing or malformed header. */
  const checkHeader = (request: FastifyRequest, sessionOnly: boolean) => {
    const header = request.headers.authorization?.trim();
    if (header === undefined || header === '') {
      throw unauthorized('unauthorized', m.authRequired);
    }
    const match = /^Bearer +(\S+)$/i.exec(header);
    if (!match?.[1]) {
      throw unauthorized('invalid_authorization', m.malformedAuthorization, 'invalid_request');
    }
    const query = request.url.indexOf('?');
    return checkToken(match[1], {
      sessionOnly,
      method: request.method,
      path: query === -1 ? request.url : request.url.slice(0, query),
      ip: request.ip,
    });
  };

  /** Sets the request's auth from the check, or answers the refusal it calls for. */
  const settle = (request: FastifyRequest, check: TokenCheck, sessionOnly: boolean) => {
    if (check.ok) {
      request.auth = check.auth;
      return undefined;
    }
    if (check.reason === 'session_required') {
      return new AppError('session_required', 403, m.sessionRequired);
    }
    if (check.reason === 'api_token_invalid') {
      return unauthorized('invalid_api_token', m.apiTokenInvalid, 'invalid_token');
    }
    // Only a session opens a session-only route: a token it does not know is a session that ended.
    if (check.reason === 'unknown_token' && !sessionOnly) {
      return unauthorized('unknown_token', m.tokenUnknown, 'invalid_token');
    }
    return unauthorized('invalid_token', m.sessionExpired, 'invalid_token');
  };

  const guard =
    (sessionOnly: boolean): onRequestHookHandler =>
    (request, _reply, done) => {
      let check: ReturnType<TokenChecker>;
      try {
        check = checkHeader(request, sessionOnly);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (check instanceof Promise) {
        check.then(
          (answer) => done(settle(request, answer, sessionOnly)),
          // A rejection without an error must still stop the request.
          (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
        );
      } else {
        done(settle(request, check, sessionOnly));
      }
    };

  /** The session guard as a promise, for a guard that checks more once it has passed. */
  const sessionGuard = guard(true);
  const authenticateSession = (request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((resolve, reject) => {
      sessionGuard.call(app, request, reply, (error?: Error) =>
        error ? reject(error) : resolve(),
      );
    });

  return {
    session: sessionGuard,
    sessionOrApiToken: guard(false),
    admin: async (request, reply) => {
      await authenticateSession(request, reply);
      const auth = authOf(request);
      if (auth.role !== 'admin') {
        throw new AppError('admin_required', 403, adminMessages.adminRequired);
      }
      if (!auth.twoFactor) {
        throw new AppError('admin_2fa_required', 403, adminMessages.admin2faRequired);
      }
    },
  };
}
