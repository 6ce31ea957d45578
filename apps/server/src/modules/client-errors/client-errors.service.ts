import type { FastifyBaseLogger } from 'fastify';
import type { ClientErrorReport } from '@sinyal/contracts/client-errors';

// Secrets travel in URL fragments ("#token=…", the agent's pairing key), in the queries of older
// links and in Authorization headers; an error message or stack may quote any. The patterns are
// linear: each is classes repeated after a fixed prefix, and a fragment's name stops at "#".
const urlQuery = /\?[^\s"'`()<>]+/g;
const urlFragmentParams = /#[\w.-]*=[^\s"'`()<>]*/g;
const bearerCredentials = /\bBearer\s+\S+/gi;

/** `text` with URL queries and bearer credentials replaced, so the log never holds a secret. */
export function withoutSecrets(text: string): string {
  return text
    .replace(urlQuery, '?[removed]')
    .replace(urlFragmentParams, '#[removed]')
    .replace(bearerCredentials, 'Bearer [removed]');
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
