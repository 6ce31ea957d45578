import { queryOptions } from '@tanstack/react-query';
import { sessionsResponseSchema } from '@sinyal/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys, loadFailedToast } from './dashboard-keys';

/** GET /api/sessions: the active sessions and the recent login attempts (Security tab). */
export function sessionsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: dashboardKeys.sessions(token),
    queryFn: ({ signal }) =>
      apiRequest('/sessions', { token, signal, schema: sessionsResponseSchema }),
    enabled: Boolean(token),
    meta: loadFailedToast,
  });
}
