import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AgentExtensionStatus } from '@sinyal/contracts/agent';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/**
 * The local backend's `GET /api/extensions`: what is installed and enabled there (docs/product.md §7). When
 * it fails, docs/product.md §8's "Error fetching extension status. Showing catalog." and the catalogue alone.
 */
export function agentStatusesQueryOptions(target: AgentTarget) {
  return queryOptions({
    queryKey: agentKeys.statuses(target),
    queryFn: (): Promise<AgentExtensionStatus[]> => clientFor(target).list(),
    meta: { errorToast: 'extensions:toast.statusFailed' },
  });
}

export interface AgentAction {
  id: string;
  /** The catalogue's version, used until the backend names its own. */
  version: string;
}

/** Writes a change the backend made into its list, so every card shows it at once. */
export function useSetAgentStatus(target: AgentTarget | null) {
  const queryClient = useQueryClient();
  return (action: AgentAction, change: Partial<AgentExtensionStatus>) => {
    if (!target) return;
    queryClient.setQueryData<AgentExtensionStatus[]>(agentKeys.statuses(target), (list = []) => {
      const previous = list.find((status) => status.id === action.id) ?? {
        id: action.id,
        installed: false,
        enabled: false,
        version: action.version,
      };
      return [...list.filter((status) => status.id !== action.id), { ...previous, ...change }];
    });
  };
}
