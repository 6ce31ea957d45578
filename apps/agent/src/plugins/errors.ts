import type { FastifyError, FastifyInstance } from 'fastify';
import { agentErrorCodes, type AgentError as AgentErrorBody } from '@sinyal/contracts/agent';
import { AgentError, type AgentErrorCode } from '../errors';

// Fastify's own failures that a client can cause, in the contract's words.
const fastifyErrors: Record<string, { status: number; code: AgentErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: agentErrorCodes.invalidBody,
    detail: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: agentErrorCodes.invalidBody,
    detail: 'The request body is empty; send {}',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: agentErrorCodes.payloadTooLarge,
    detail: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: agentErrorCodes.invalidBody,
    detail: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: agentErrorCodes.unsupportedMediaType,
    detail: 'Send the request body as JSON (Content-Type: application/json)',
  },
};

/**
 * Every answer that is not a success is JSON {code, detail} with the right status: a bad request
 * never crashes the agent and never shows a stack trace or an HTML page.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AgentError, request, reply) => {
    let status: number;
    let body: AgentErrorBody;
    if (error instanceof AgentError) {
      status = error.statusCode;
      body = { code: error.code, detail: error.detail };
    } else if (error.code && fastifyErrors[error.code]) {
      const known = fastifyErrors[error.code]!;
      status = known.status;
      body = { code: known.code, detail: known.detail };
    } else if (error instanceof SyntaxError) {
      status = 400;
      body = { code: agentErrorCodes.invalidBody, detail: 'The request body is not valid JSON' };
    } else if (typeof error.statusCode === 'number' && error.statusCode < 500) {
      status = error.statusCode;
      body = { code: agentErrorCodes.badRequest, detail: error.message || 'Bad request' };
    } else {
      request.log.error({ err: error }, 'request failed');
      status = 500;
      body = { code: agentErrorCodes.internalError, detail: 'The agent could not do that.' };
    }
    return reply
      .status(status)
      .header('content-type', 'application/json; charset=utf-8')
      .send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({
      code: agentErrorCodes.notFound,
      detail: `No route for ${request.method} ${path.slice(0, 200)}`,
    } satisfies AgentErrorBody);
  });
}
