import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@sinyal/contracts/client-errors';

// Secrets travel in URL queries (reset and verification tokens, the agent's pairing key) and in
// Authorization headers; an error message or stack may quote either. Both patterns are linear:
// each is one class repeated after a fixed prefix.
const urlQuery = /\?[^\s"'`()<>]+/g;
const bearerCredentials = /\bBearer\s+\S+/gi;

/** `text` with URL queries and bearer credentials replaced, so the log never holds a secret. */
export function withoutSecrets(text: string): string {
  return text.replace(urlQuery, '?[removed]').replace(bearerCredentials, 'Bearer [removed]');
}

const scrubbed = (text: string | undefined) =>
  text === undefined ? undefined : withoutSecrets(text);

/**
 * Writes the report as one warning in the request's log (which carries the request id). Nothing is
 * stored: the log is where operators look, and its retention is theirs to set.
 */
export function logClientError(
  log: FastifyBaseLogger,
  report: ClientErrorReport,
  userAgent: string | null,
): void {
  log.warn(
    {
      clientError: {
        name: report.name,
        message: withoutSecrets(report.message),
        stack: scrubbed(report.stack),
        componentStack: scrubbed(report.component_stack),
        route: withoutSecrets(report.route),
        userAgent,
      },
    },
    'client error reported',
  );
}
