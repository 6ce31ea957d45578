/**
 * How long each field of a client error report may be (`POST /api/client-errors`). Kept apart from
 * the schema so the site's error reporter can cut its fields to fit without loading zod; together
 * they stay well under the 64 KiB a `keepalive` request may carry.
 */
export const clientErrorLimits = {
  name: 100,
  message: 1000,
  stack: 8000,
  componentStack: 8000,
  route: 500,
} as const;
