import { useAgentActionMutation } from './agent-action';
import type { AgentAction } from './agent-extensions';
import type { AgentTarget } from './agent-keys';

/**
 * The local backend's `GET /api/start/{id}` or `GET /api/disable/{id}`. Answers whether the change
 * happened: only a truthy `status` applies it (docs/product.md §7).
 */
export function useAgentToggleMutation(target: AgentTarget | null) {
  return useAgentActionMutation(
    target,
    (client, { enable, id }: AgentAction & { enable: boolean }) =>
      enable ? client.start(id) : client.disable(id),
    (changed, { enable }) => (changed ? { enabled: enable } : null),
  );
}
