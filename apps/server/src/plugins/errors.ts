import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

interface ErrorBody {
  code: string;
  detail: string;
  fields?: Record<string, string>;
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

/** Turns every failure into JSON {code, detail, fields?}; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody = { code: error.code, detail: error.detail };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (error.validation) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          String((issue.params as { missingProperty?: string }).missingProperty ?? 'body');
        fields[field] ??= issue.message ?? 'is invalid';
      }
      const messages = Object.values(fields);
      // One problem: say it. Several: the form shows each beside its field.
      const detail = messages.length === 1 && messages[0] ? messages[0] : 'Some fields are invalid';
      return reply.status(400).send({ code: 'invalid_input', detail, fields });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        code: 'internal_error',
        detail: 'Something went wrong on our side. Please try again.',
      });
    }
    const invalidJson =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
    const detail = invalidJson
      ? 'The request body is not valid JSON'
      : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? 'The request body is too large (at most 64 KB)'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Send the request body as JSON (Content-Type: application/json)'
          : error.message;
    const code = invalidJson ? 'invalid_json' : (statusCodes[status] ?? 'bad_request');
    return reply.status(status).send({ code, detail });
  });
}
