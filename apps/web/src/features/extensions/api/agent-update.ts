import { useMutation } from '@tanstack/react-query';
import { useSetAgentStatus, type AgentAction } from './agent-extensions';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/** The local backend's `POST /api/update/{id}`: the installed version becomes the one it answers. */
export function useAgentUpdateMutation(target: AgentTarget | null) {
  const setStatus = useSetAgentStatus(target);
  return useMutation({
    mutationKey: target ? agentKeys.actions(target) : ['agent'],
    mutationFn: async (action: AgentAction) => {
      if (!target) throw new Error('No local backend to update with');
      return clientFor(target).update(action.id);
    },
    onSuccess: (answer, action) => {
      const version = (answer as { version?: unknown } | null)?.version;
      if (typeof version === 'string' && version) setStatus(action, { version });
    },
  });
}
