import { useMutation } from '@tanstack/react-query';
import { useSetAgentStatus, type AgentAction } from './agent-extensions';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/**
 * The local backend's `GET /api/start/{id}` or `GET /api/disable/{id}`. Answers whether the change
 * happened: only a truthy `status` applies it (docs/product.md §7).
 */
export function useAgentToggleMutation(target: AgentTarget | null) {
  const setStatus = useSetAgentStatus(target);
  return useMutation({
    mutationKey: target ? agentKeys.actions(target) : ['agent'],
    mutationFn: async ({ enable, id }: AgentAction & { enable: boolean }) => {
      if (!target) throw new Error('No local backend to change');
      const client = clientFor(target);
      return enable ? client.start(id) : client.disable(id);
    },
    onSuccess: (changed, { enable, ...action }) => {
      if (changed) setStatus(action, { enabled: enable });
    },
  });
}
