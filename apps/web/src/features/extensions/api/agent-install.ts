import { useMutation } from '@tanstack/react-query';
import { useSetAgentStatus, type AgentAction } from './agent-extensions';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/** The local backend's `POST /api/install/{id}`: any OK answer means installed and enabled (docs/product.md §7). */
export function useAgentInstallMutation(target: AgentTarget | null) {
  const setStatus = useSetAgentStatus(target);
  return useMutation({
    mutationKey: target ? agentKeys.actions(target) : ['agent'],
    mutationFn: async (action: AgentAction) => {
      if (!target) throw new Error('No local backend to install with');
      return clientFor(target).install(action.id);
    },
    onSuccess: (answer, action) => {
      const version = (answer as { version?: unknown } | null)?.version;
      setStatus(action, {
        installed: true,
        enabled: true,
        ...(typeof version === 'string' && version ? { version } : {}),
      });
    },
  });
}
