/** True when a write broke a unique index, in SQLite (better-sqlite3) or PostgreSQL (pg). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}

// Node's network failures: the server is down, unreachable, or the link broke mid-request.
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLite still locked by another writer after busy_timeout.
  'SQLITE_BUSY',
]);

// PostgreSQL's own: shutting down, starting up, out of connections, a statement past
// statement_timeout (57014). Class 08 (connection exceptions) is matched by its prefix.
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// What pg and pg-pool say without a code: the pool's wait (connectionTimeoutMillis), the client's
// query_timeout, a connection that ended under a query.
const pgMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
];

/**
 * True when a failure means the database (or another service the request needs) is away or
 * stalled rather than that the request or the code is wrong: the answer is then a 503 the client
 * may retry (docs/architecture.md §12), not a 500.
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (networkCodes.has(code) || postgresCodes.has(code)) return true;
    if (code.length === 5 && code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && pgMessages.some((text) => message.includes(text))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isServiceUnavailable(inner, depth + 1))) {
    return true;
  }
  return isServiceUnavailable(cause, depth + 1);
}
