import { useMutation } from '@tanstack/react-query';
import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import type { AgentClient } from '../lib/agent-client';
import { useSetAgentStatus, type AgentAction } from './agent-extensions';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/**
 * One call that changes an extension on the local backend (install, update, uninstall, start,
 * disable). They share one mutation key per backend, which the cards read to show a call in flight,
 * and each writes what its answer changed into the status list, so every card shows it at once.
 * `changeOf` answers null when the backend did not make the change.
 */
export function useAgentActionMutation<Action extends AgentAction, Answer>(
  target: AgentTarget | null,
  call: (client: AgentClient, action: Action) => Promise<Answer>,
  changeOf: (answer: Answer, action: Action) => Partial<AgentExtensionStatus> | null,
) {
  const setStatus = useSetAgentStatus(target);
  return useMutation({
    mutationKey: target ? agentKeys.actions(target) : ['agent'],
    mutationFn: async (action: Action) => {
      if (!target) throw new Error('No local backend to call');
      return call(clientFor(target), action);
    },
    onSuccess: (answer, action) => {
      const change = changeOf(answer, action);
      if (change) setStatus(action, change);
    },
  });
}

/** The version an install or update answer names, or null when it names none. */
export function answeredVersion(answer: unknown): string | null {
  const version = (answer as { version?: unknown } | null)?.version;
  return typeof version === 'string' && version ? version : null;
}

/** What an install or update answer changes of the version: the one it names, or nothing. */
export function versionChange(answer: unknown): { version?: string } {
  const version = answeredVersion(answer);
  return version ? { version } : {};
}
