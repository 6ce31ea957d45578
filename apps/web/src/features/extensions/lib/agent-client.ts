import {
  agentActionFailureSchema,
  agentExtensionStatusSchema,
  agentKeyHeader,
  agentPaths,
  type AgentExtensionStatus,
} from '@sinyal/contracts/agent';

/** Why a call to the local backend failed: the status line explains each differently. */
export type AgentFailure = 'unreachable' | 'missing_key' | 'wrong_key' | 'refused' | 'bad_answer';

export class AgentCallError extends Error {
  constructor(
    readonly reason: AgentFailure,
    readonly status = 0,
    /** A refused install, update or uninstall: the backend's code ("licence_required") and detail. */
    readonly refusal: { code: string; detail: string; plan?: string | undefined } | null = null,
  ) {
    super(`Local backend call failed: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'AgentCallError';
  }
}

// A backend that accepts the connection but never answers must not freeze the page; an install
// downloads a package first, so it may take longer than a toggle.
const timeoutMs = 8000;
const actionTimeoutMs = 120_000;

export interface AgentClient {
  info(): Promise<unknown>;
  list(): Promise<AgentExtensionStatus[]>;
  install(id: string): Promise<unknown>;
  update(id: string): Promise<unknown>;
  uninstall(id: string): Promise<unknown>;
  /** True when the answer's `status` is truthy: only then has the change happened (docs/product.md §7). */
  start(id: string): Promise<boolean>;
  disable(id: string): Promise<boolean>;
}

export function createAgentClient(baseUrl: string, key: string | null): AgentClient {
  async function call(
    path: string,
    init: { method?: 'GET' | 'POST'; body?: unknown; timeout?: number } = {},
  ) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (key) headers[agentKeyHeader] = key;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        // The key is the only credential: no cookies go to the local backend.
        credentials: 'omit',
        signal: AbortSignal.timeout(init.timeout ?? timeoutMs),
      });
    } catch {
      throw new AgentCallError('unreachable');
    }
    if (response.status === 401) {
      throw new AgentCallError(key ? 'wrong_key' : 'missing_key', 401);
    }
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      throw new AgentCallError(response.ok ? 'bad_answer' : 'refused', response.status);
    }
    if (!response.ok) {
      const refusal = agentActionFailureSchema.safeParse(answer);
      throw new AgentCallError('refused', response.status, refusal.success ? refusal.data : null);
    }
    return answer;
  }

  const statusOf = (answer: unknown) =>
    typeof answer === 'object' &&
    answer !== null &&
    Boolean((answer as { status?: unknown }).status);

  const action = (path: string) =>
    call(path, { method: 'POST', body: {}, timeout: actionTimeoutMs });

  return {
    info: () => call(agentPaths.info),
    async list() {
      const answer = await call(agentPaths.extensions);
      if (!Array.isArray(answer)) throw new AgentCallError('bad_answer');
      // One odd entry must not hide the state of the others.
      return answer.flatMap((item) => {
        const parsed = agentExtensionStatusSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      });
    },
    install: (id) => action(agentPaths.install(id)),
    update: (id) => action(agentPaths.update(id)),
    uninstall: (id) => action(agentPaths.uninstall(id)),
    start: async (id) => statusOf(await call(agentPaths.start(id))),
    disable: async (id) => statusOf(await call(agentPaths.disable(id))),
  };
}
