import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = Parameters<FastifyBaseLogger['child']>[1];
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fastify gives every request a child logger that carries the request's id, and pino's child()
 * serializes those bindings at once. Most requests never write a line (per-request lines are off
 * in production), so the child is made on the request's first line instead: the lines are the same,
 * and a request that logs nothing no longer pays for it.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options?: ChildLoggerOptions,
): FastifyBaseLogger {
  let child: FastifyBaseLogger | undefined;
  const real = () => (child ??= logger.child(bindings, options));
  const write =
    (level: Level) =>
    (...args: unknown[]) =>
      (real()[level] as (...values: unknown[]) => void)(...args);
  return {
    get level() {
      return child ? child.level : logger.level;
    },
    set level(level) {
      real().level = level;
    },
    fatal: write('fatal'),
    error: write('error'),
    warn: write('warn'),
    info: write('info'),
    debug: write('debug'),
    trace: write('trace'),
    silent: write('silent'),
    child: (more, moreOptions) => real().child(more, moreOptions),
  } as FastifyBaseLogger;
}
