import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '@sinyal/contracts/api-error';
import type { Config } from '../config';
import { isServiceUnavailable } from '../db/errors';
import { AppError, invalidInput } from '../errors';
import { apiSecurityHeaders } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is an OAuth endpoint (docs/architecture.md §9): its errors also carry RFC 6749
     * §5.2's `error` and `error_description`, so a standard OAuth client reads them.
     */
    oauthErrors?: boolean;
  }
}

/** What a failed answer carries (the contracts' apiErrorSchema, or oauthErrorSchema on OAuth routes). */
export interface ErrorBody {
  code: string;
  detail: string;
  fields?: Record<string, string>;
  field_codes?: Record<string, string>;
  error?: string;
  error_description?: string;
  [param: string]: unknown;
}

const statusCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** The error names of RFC 6749 §5.2 and RFC 8628 §3.5: a code with one of them is sent as it is. */
const oauthErrorNames = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'authorization_pending',
  'slow_down',
  'access_denied',
  'expired_token',
]);

/**
 * The RFC's name for any other failure: a request refused for its form is `invalid_request`; too
 * many requests is `slow_down` (RFC 8628's "ask less often", which pollers already obey);
 * failures on our side are the names RFC 6749 §4.1.2.1 gives them.
 */
function oauthErrorName(error: AppError): string {
  if (oauthErrorNames.has(error.code)) return error.code;
  if (error.statusCode === 429) return 'slow_down';
  if (error.statusCode === 503) return 'temporarily_unavailable';
  if (error.statusCode >= 500) return 'server_error';
  return 'invalid_request';
}

/**
 * `detail` in the characters RFC 6749 §5.2 allows in `error_description`: printable ASCII without
 * `"` and `\` (accents are dropped, quotes become single ones).
 */
function oauthDescription(detail: string): string {
  return detail
    .normalize('NFKD')
    .replace(/"/g, "'")
    .replace(/\\/g, '/')
    .replace(/[^\x20-\x7e]/g, '');
}

/**
 * The body of a failed answer: `{code, detail, fields?, field_codes?}` and the values its message
 * names; a 5xx names the request for the logs; an OAuth route adds `error` and `error_description`.
 */
export function errorBody(
  error: AppError,
  request: Pick<FastifyRequest, 'id' | 'routeOptions'>,
): ErrorBody {
  const body: ErrorBody = { ...error.params, code: error.code, detail: error.detail };
  if (error.fields) body.fields = error.fields;
  if (error.fieldCodes) body.field_codes = error.fieldCodes;
  // A failure on our side is what a user reports, so its answer names the request for the logs
  // (every answer also carries it in X-Request-Id).
  if (error.statusCode >= 500) body.request_id = request.id;
  if (request.routeOptions.config.oauthErrors) {
    body.error = oauthErrorName(error);
    body.error_description = oauthDescription(error.detail);
  }
  return body;
}

function send(reply: FastifyReply, error: AppError) {
  if (error.headers) void reply.headers(error.headers);
  return reply.status(error.statusCode).send(errorBody(error, reply.request));
}

// How soon a client may try again after a 503 for a database or Redis that is away.
const retryAfterSeconds = '5';

/**
 * Turns every failure into JSON `{code, detail, fields?, field_codes?}`: `code` names the message
 * (packages/contracts/src/message-catalog.ts), so clients translate by it. A 5xx never shows its
 * internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.validation) {
      // schemas.ts puts each issue's code in `params.code` and its English in `message`.
      const problems = error.validation.map((issue) => {
        const params = issue.params as { code?: unknown; missingProperty?: unknown };
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String(params.missingProperty ?? 'body');
        const code = typeof params.code === 'string' ? params.code : 'invalid';
        return { field, code, message: issue.message ?? apiMessages.invalid };
      });
      return send(reply, invalidInput(problems));
    }
    if (isServiceUnavailable(error)) {
      // The database is away or stalled (docs/architecture.md §12): a quick 503 the client may
      // retry, not a 500; the pool reconnects by itself once it is back.
      request.log.warn({ err: error }, 'service unavailable');
      return send(
        reply,
        AppError.of('service_unavailable', 503, { headers: { 'Retry-After': retryAfterSeconds } }),
      );
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, AppError.of('internal_error', 500));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' &&
      request.routeOptions.config.oauthErrors
    ) {
      // An OAuth endpoint also reads forms (plugins/schemas.ts, acceptFormBodies).
      return send(reply, AppError.of('form_or_json_required', 415));
    }
    const invalidJson =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    const detail = invalidJson
      ? apiMessages.invalidJson
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? apiMessages.payloadTooLarge
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? apiMessages.unsupportedMediaType
          : error.message;
    const code = invalidJson ? 'invalid_json' : (statusCodes[status] ?? 'bad_request');
    return send(reply, new AppError(code, status, detail));
  });
}

/**
 * Fastify's `frameworkErrors`: its refusals before a route is found (a path whose %-escapes do not
 * decode, a parameter over its length) answer in the API's shape and with its headers, like every
 * other refusal, instead of Fastify's own body.
 */
export function answerFrameworkError(config: Config) {
  const headers = apiSecurityHeaders(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    void reply.headers(headers);
    const failure =
      error.code === 'FST_ERR_ASYNC_CONSTRAINT'
        ? AppError.of('internal_error', 500)
        : new AppError('bad_request', error.statusCode ?? 400, apiMessages.badRequest);
    return reply.status(failure.statusCode).send(errorBody(failure, request));
  };
}
