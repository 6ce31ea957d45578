import {
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
  ) {
    super(`Local backend call failed: ${reason}${status ? ` (${status})` : ''}`);
    this.name = 'AgentCallError';
  }
}

// A backend that accepts the connection but never answers must not freeze the page.
const timeoutMs = 8000;

export interface AgentClient {
  info(): Promise<unknown>;
  list(): Promise<AgentExtensionStatus[]>;
  install(id: string): Promise<unknown>;
  /** True when the answer's `status` is truthy: only then has the change happened (spec §7). */
  start(id: string): Promise<boolean>;
  disable(id: string): Promise<boolean>;
}

export function createAgentClient(baseUrl: string, key: string | null): AgentClient {
  async function call(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}) {
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
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AgentCallError('unreachable');
    }
    if (response.status === 401) {
      throw new AgentCallError(key ? 'wrong_key' : 'missing_key', 401);
    }
    if (!response.ok) throw new AgentCallError('refused', response.status);
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new AgentCallError('bad_answer', response.status);
    }
  }

  const statusOf = (answer: unknown) =>
    typeof answer === 'object' &&
    answer !== null &&
    Boolean((answer as { status?: unknown }).status);

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
    install: (id) => call(agentPaths.install(id), { method: 'POST', body: {} }),
    start: async (id) => statusOf(await call(agentPaths.start(id))),
    disable: async (id) => statusOf(await call(agentPaths.disable(id))),
  };
}
