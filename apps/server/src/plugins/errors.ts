import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { apiMessages } from '@sinyal/contracts/api-error';
import { isServiceUnavailable } from '../db/errors';
import { AppError, invalidInput } from '../errors';

interface ErrorBody {
  code: string;
  detail: string;
  fields?: Record<string, string>;
  field_codes?: Record<string, string>;
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

function send(reply: FastifyReply, error: AppError) {
  if (error.headers) void reply.headers(error.headers);
  const body: ErrorBody = { ...error.params, code: error.code, detail: error.detail };
  if (error.fields) body.fields = error.fields;
  if (error.fieldCodes) body.field_codes = error.fieldCodes;
  // A failure on our side is what a user reports, so its answer names the request for the logs
  // (every answer also carries it in X-Request-Id).
  if (error.statusCode >= 500) body.request_id = reply.request.id;
  return reply.status(error.statusCode).send(body);
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
    return reply.status(status).send({ code, detail });
  });
}
