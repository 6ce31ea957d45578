import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not hold up (or show in the timing of) the answer, such as sending mail.
 * Failures are logged, never thrown at a client; `settled()` lets shutdown and tests wait for it.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const running = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error }, `background task failed: ${name}`))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}
