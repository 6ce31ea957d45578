import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@sinyal/contracts/account-security';
import { apiErrorSchema, oauthErrorSchema } from '@sinyal/contracts/api-error';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { Config } from '../config';
import { bearerSecurity } from '../lib/http';
import { authOf, type AuthContext, type AuthGuard } from './auth';
import type { RateLimiting } from './rate-limit';

/** What routeKit needs of the app's context (the AppContext the modules are given has it all). */
export interface RouteKitContext {
  config: Config;
  rateLimits: RateLimiting;
  auth: AuthGuard;
}

/**
 * The failures any API route can answer, whatever its handler does: input the schema refuses
 * (400), a missing or wrong token (401), not allowed (403), nothing there (404), a conflict (409),
 * a body too large (413) or of another type (415), a rate limit (429), a failure on our side (500),
 * a database that is away (503).
 */
export const commonErrorStatuses = [400, 401, 403, 404, 409, 413, 415, 429, 500, 503] as const;

const routesOfApp = new WeakMap<object, RouteOptions[]>();

/**
 * Declares every route's error answers for it, so that no route can forget one
 * (docs/architecture.md §3): each route registered in `app` from now on answers the common
 * statuses, and any other 4xx or 5xx, in the one error shape (the OAuth shape on a route with
 * `config.oauthErrors`). A status the route declares itself keeps the route's schema, which must
 * then also take the common answer of that status (`orApiError`).
 *
 * Production writes answers from these schemas with fast-json-stringify, which fails a request
 * whose answer has no field the schema requires; a status left undeclared would be written
 * unchecked. Declaring them all is what makes production answer what the tests saw.
 */
export function declareErrorAnswers(app: FastifyInstance, appKey: object): void {
  const routes = routesOfApp.get(appKey) ?? [];
  routesOfApp.set(appKey, routes);
  app.addHook('onRoute', (route) => {
    const shape = route.config?.oauthErrors ? oauthErrorSchema : apiErrorSchema;
    const common = Object.fromEntries(
      [...commonErrorStatuses, '4xx', '5xx'].map((status) => [status, shape]),
    );
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = { ...route.schema, response: { ...common, ...declared } };
    routes.push(route);
  });
}

/**
 * Every route `declareErrorAnswers` has seen for the app of `appKey` (its context), with its final
 * schema.
 */
export function declaredRoutes(appKey: object): readonly RouteOptions[] {
  return routesOfApp.get(appKey) ?? [];
}

/**
 * A route's own answer for an error status, or the common answer of that status: a route that
 * answers 409 with its own fields still answers other conflicts the common way.
 */
export function orApiError<S extends z.ZodType>(schema: S) {
  return z.union([schema, apiErrorSchema]);
}

/** The guards of a route: checks before the body is read, and checks once it is parsed. */
export interface RouteGuards {
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  preHandler?: preHandlerHookHandler;
}

/**
 * What a module's routes are declared with: the router that checks and types bodies and answers
 * by their zod schemas, the OpenAPI tag and bearer security of its routes, the rate-limit hooks
 * and the configured limits they are given, and the options of its routes by who may call them.
 */
export function routeKit(app: FastifyInstance, ctx: RouteKitContext, tag: string) {
  const { perIp, perRequestKey, perAccount } = ctx.rateLimits;
  const tags = [tag];

  /** A route anyone may call: its OpenAPI entry under the module's tag, and its guards. */
  const open = <S extends FastifySchema>(summary: string, schema: S, guards: RouteGuards = {}) => ({
    schema: { tags, summary, ...schema },
    ...guards,
  });
  /** A route anyone may call, counted per address under `key` (sign-in, forms, one-time codes). */
  const openPerIp = <S extends FastifySchema>(
    summary: string,
    schema: S,
    key: string,
    limit: Parameters<typeof perIp>[1],
  ) => open(summary, schema, { onRequest: perIp(key, limit) });
  /** A route that takes a bearer token: its OpenAPI entry also names the bearer security. */
  const bearer = <S extends FastifySchema>(summary: string, schema: S, guards: RouteGuards) => ({
    schema: { tags, summary, security: bearerSecurity, ...schema },
    ...guards,
  });
  /** A route for a login session only; `preHandler` adds a check once the body is parsed. */
  const session = <S extends FastifySchema>(
    summary: string,
    schema: S,
    preHandler?: preHandlerHookHandler,
  ) =>
    bearer(summary, schema, {
      onRequest: ctx.auth.session,
      ...(preHandler === undefined ? {} : { preHandler }),
    });
  /** A session route that asks for the password again: counted per account. */
  const passwordCheck = <S extends FastifySchema>(summary: string, schema: S) =>
    session(
      summary,
      schema,
      perAccount('password-check', ctx.config.rateLimits.passwordCheck.account),
    );
  /**
   * An operator console route (`/api/admin/*`): an admin's session with 2FA on, counted per
   * account; `preHandler` adds a check once the body is parsed.
   */
  const admin = <S extends FastifySchema>(summary: string, schema: S) =>
    bearer(summary, schema, {
      onRequest: ctx.auth.admin,
      preHandler: perAccount('admin', ctx.config.rateLimits.admin.account),
    });
  /** A route for a login session or an API token. */
  const sessionOrToken = <S extends FastifySchema>(summary: string, schema: S) =>
    bearer(summary, schema, { onRequest: ctx.auth.sessionOrApiToken });

  const api = app.withTypeProvider<ZodTypeProvider>();
  /**
   * A GET that answers, by `answer`, what `read` finds for the caller's account (the shape of the
   * Security tab's lists and statuses and of the account's figures), for the callers `guard`
   * allows. `read` is typed by the schema, so the route itself is declared without the provider's
   * typing (which cannot resolve a generic).
   */
  const viewFor =
    (guard: (summary: string, schema: FastifySchema) => RouteShorthandOptions) =>
    <S extends z.ZodType>(
      path: string,
      summary: string,
      answer: S,
      read: (auth: AuthContext) => z.input<S> | Promise<z.input<S>>,
    ) => {
      const schema: FastifySchema = { response: { 200: answer } };
      app.get(path, guard(summary, schema), async (request) => read(authOf(request)));
    };
  /** A view for a login session only. */
  const sessionView = viewFor(session);
  /** A view for a login session or an API token. */
  const tokenView = viewFor(sessionOrToken);

  /**
   * The guards of a route that makes an API token: a login session, and the token-making limits
   * per address and per account.
   */
  const tokenMaking: RouteGuards = {
    onRequest: [ctx.auth.session, perIp('api-token', ctx.config.rateLimits.apiToken.ip)],
    preHandler: perAccount('api-token', ctx.config.rateLimits.apiToken.account),
  };

  /**
   * A DELETE of one of the signed-in account's rows by its id, answering `detail` once `remove`
   * is done (a row of another account is not found by it).
   */
  const sessionRemove = (
    path: `${string}/:id`,
    summary: string,
    detail: string,
    remove: (auth: AuthContext, id: number) => Promise<unknown>,
  ) =>
    api.delete(
      path,
      session(summary, { params: idParamsSchema, response: { 200: messageResponseSchema } }),
      answerAfter(detail, (request: { params: { id: number } } & FastifyRequest) =>
        remove(authOf(request), request.params.id),
      ),
    );

  // No tags or security are handed out: every route's OpenAPI entry is made by open or bearer
  // (and the helpers built on them), so none is written by hand.
  return {
    api,
    limits: ctx.config.rateLimits,
    perIp,
    perRequestKey,
    perAccount,
    open,
    openPerIp,
    bearer,
    session,
    admin,
    passwordCheck,
    sessionOrToken,
    sessionView,
    tokenView,
    tokenMaking,
    sessionRemove,
  };
}

/** The handler of a route that answers a message once its step is done. */
export function answerAfter<R>(detail: string, step: (request: R) => unknown) {
  return async (request: R) => {
    await step(request);
    return { detail };
  };
}
