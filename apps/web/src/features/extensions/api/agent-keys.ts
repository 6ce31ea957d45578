import { createAgentClient, type AgentClient } from '../lib/agent-client';

/** A local backend the page talks to: its address and the pairing key of the link. */
export interface AgentTarget {
  baseUrl: string;
  key: string | null;
}

/** Query and mutation keys per backend and key, so another link never sees this one's answers. */
export const agentKeys = {
  of: (target: AgentTarget) => ['agent', target.baseUrl, target.key] as const,
  info: (target: AgentTarget) => [...agentKeys.of(target), 'info'] as const,
  statuses: (target: AgentTarget) => [...agentKeys.of(target), 'extensions'] as const,
  actions: (target: AgentTarget) => [...agentKeys.of(target), 'action'] as const,
};

export const clientFor = (target: AgentTarget): AgentClient =>
  createAgentClient(target.baseUrl, target.key);
