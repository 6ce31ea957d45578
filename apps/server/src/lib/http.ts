import type { FastifyRequest } from 'fastify';
import type { MailLanguage } from '@sinyal/contracts/auth';

/** OpenAPI: the route wants `Authorization: Bearer <token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The first language of Accept-Language that the mails are written in, else English. */
export function preferredLanguage(request: FastifyRequest): MailLanguage {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('tr')) return 'tr';
    if (tag.startsWith('en')) return 'en';
  }
  return 'en';
}

export function requestMeta(request: FastifyRequest) {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: agent ? agent.slice(0, 256) : null,
    language: preferredLanguage(request),
  };
}

/** A string field of the body, or undefined (for rate-limit keys read before the handler). */
export function bodyField(request: FastifyRequest, name: string): string | undefined {
  const body = request.body as Record<string, unknown> | null | undefined;
  const value = body?.[name];
  return typeof value === 'string' ? value : undefined;
}
