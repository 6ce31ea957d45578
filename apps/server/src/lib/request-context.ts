import { AsyncLocalStorage } from 'node:async_hooks';

/** What code deep in a request may need without every caller passing it along. */
export interface RequestContext {
  /** The client's address, as the request reports it (behind a trusted proxy, the forwarded one). */
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `next` (the rest of the request) with this request's context. */
export function runWithRequestContext(context: RequestContext, next: () => void): void {
  storage.run(context, next);
}

/**
 * The address of the request being served, or null outside one (a job, a command): the audit log
 * records where an account-security event came from without each service handing the address on.
 */
export function currentRequestIp(): string | null {
  return storage.getStore()?.ip ?? null;
}
