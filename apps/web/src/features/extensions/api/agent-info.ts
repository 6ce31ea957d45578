import { queryOptions } from '@tanstack/react-query';
import { AgentCallError } from '../lib/agent-client';
import { agentKeys, clientFor, type AgentTarget } from './agent-keys';

/** The local backend's `GET /api/info`, asked on load; docs/product.md §7: its answer is only logged. */
export function agentInfoQueryOptions(target: AgentTarget) {
  return queryOptions({
    queryKey: agentKeys.info(target),
    queryFn: async () => {
      try {
        const info = await clientFor(target).info();
        console.log('Sinyal local backend:', info);
        return { info };
      } catch (error) {
        const reason = error instanceof AgentCallError ? error.reason : 'unreachable';
        console.log('Sinyal local backend: /api/info failed', reason);
        return { info: null };
      }
    },
    staleTime: Infinity,
  });
}
