import { useMutation } from '@tanstack/react-query';
import { useSetAgentStatus, type AgentAction } from './agent-extensions';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/** The local backend's `POST /api/uninstall/{id}`: on success the extension is no longer installed. */
export function useAgentUninstallMutation(target: AgentTarget | null) {
  const setStatus = useSetAgentStatus(target);
  return useMutation({
    mutationKey: target ? agentKeys.actions(target) : ['agent'],
    mutationFn: async (action: AgentAction) => {
      if (!target) throw new Error('No local backend to uninstall with');
      return clientFor(target).uninstall(action.id);
    },
    onSuccess: (_answer, action) => setStatus(action, { installed: false, enabled: false }),
  });
}
