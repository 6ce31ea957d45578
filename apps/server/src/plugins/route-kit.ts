import type {
  FastifyInstance,
  FastifySchema,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../app-context';
import { bearerSecurity } from '../lib/http';

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
export function routeKit(app: FastifyInstance, ctx: AppContext, tag: string) {
  const { perIp, perRequestKey, perAccount } = ctx.rateLimits;
  const tags = [tag];

  /** A route anyone may call: its OpenAPI entry under the module's tag, and its guards. */
  const open = <S extends FastifySchema>(summary: string, schema: S, guards: RouteGuards = {}) => ({
    schema: { tags, summary, ...schema },
    ...guards,
  });
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
  /** A route for a login session or an API token. */
  const sessionOrToken = <S extends FastifySchema>(summary: string, schema: S) =>
    bearer(summary, schema, { onRequest: ctx.auth.sessionOrApiToken });

  return {
    api: app.withTypeProvider<ZodTypeProvider>(),
    tags,
    security: bearerSecurity,
    limits: ctx.config.rateLimits,
    perIp,
    perRequestKey,
    perAccount,
    open,
    bearer,
    session,
    passwordCheck,
    sessionOrToken,
  };
}

/** The handler of a route that answers a message once its step is done. */
export function answerAfter<R>(detail: string, step: (request: R) => unknown) {
  return async (request: R) => {
    await step(request);
    return { detail };
  };
}
