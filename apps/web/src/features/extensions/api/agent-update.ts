import { useAgentActionMutation, versionChange } from './agent-action';
import type { AgentTarget } from './agent-keys';

/** The local backend's `POST /api/update/{id}`: the installed version becomes the one it answers. */
export function useAgentUpdateMutation(target: AgentTarget | null) {
  return useAgentActionMutation(
    target,
    (client, action) => client.update(action.id),
    // An answer without a version changes nothing.
    (answer) => {
      const change = versionChange(answer);
      return change.version ? change : null;
    },
  );
}
