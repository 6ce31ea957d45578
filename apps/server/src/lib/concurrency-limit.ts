/**
 * At most `max` tasks run at once; the others wait their turn in arrival order. For CPU-bound work
 * handed to the libuv threadpool (argon2): more hashes in flight than cores only makes each one
 * share the cores with the others, so all of them finish late together; queued, they finish one
 * after the other and the first ones answer early (docs/architecture.md §12, speed).
 */
export function createConcurrencyLimit(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return async function limited<T>(task: () => Promise<T>): Promise<T> {
    if (running < max) running++;
    // The slot is handed over directly by release(), so `running` stays counted for it.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
