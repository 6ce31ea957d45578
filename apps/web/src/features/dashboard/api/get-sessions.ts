import { sessionsResponseSchema } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { dashboardQueryOptions } from '../../../lib/dashboard-query';

/** GET /api/sessions: the active sessions and the recent login attempts (Security tab). */
export function sessionsQueryOptions(token: string | null) {
  return dashboardQueryOptions(
    dashboardKeys.sessions(token),
    apiPaths.sessions,
    sessionsResponseSchema,
    token,
  );
}
