import { useAgentActionMutation, versionChange } from './agent-action';
import type { AgentTarget } from './agent-keys';

/** The local backend's `POST /api/install/{id}`: any OK answer means installed and enabled (docs/product.md §7). */
export function useAgentInstallMutation(target: AgentTarget | null) {
  return useAgentActionMutation(
    target,
    (client, action) => client.install(action.id),
    (answer) => ({ installed: true, enabled: true, ...versionChange(answer) }),
  );
}
