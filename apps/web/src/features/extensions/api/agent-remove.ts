import { useAgentActionMutation } from './agent-action';
import type { AgentTarget } from './agent-keys';

/** The local backend's `POST /api/uninstall/{id}`: on success the extension is no longer installed. */
export function useAgentUninstallMutation(target: AgentTarget | null) {
  return useAgentActionMutation(
    target,
    (client, action) => client.uninstall(action.id),
    () => ({ installed: false, enabled: false }),
  );
}
