import { apiPaths } from '@sinyal/contracts/api-paths';
import {
  adminExtensionListSchema,
  type RestoreRequest,
  type TakedownRequest,
} from '@sinyal/contracts/moderation';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { adminKeys } from './admin-keys';
import { useAdminQuery, withQuery } from './admin-query';

/** GET /api/admin/extensions?q=: every extension, taken down or not. */
export function useAdminExtensions(q: string, page: number) {
  return useAdminQuery(
    (token) => adminKeys.extensions(token, q, page),
    withQuery(apiPaths.adminExtensions, { q, page }),
    adminExtensionListSchema,
  );
}

const refreshAll = { refreshes: [adminKeys.all] };

/** POST /api/admin/extensions/{id}/takedown: a version, or the whole extension. */
export function useTakedown(id: string) {
  return useSessionMutation(
    (token, body: TakedownRequest) =>
      apiRequest(apiPaths.adminTakedown(id), { method: 'POST', body, token }),
    refreshAll,
  );
}

/** DELETE on the same path: the version (or all) comes back. */
export function useRestore(id: string) {
  return useSessionMutation(
    (token, body: RestoreRequest) =>
      apiRequest(apiPaths.adminTakedown(id), { method: 'DELETE', body, token }),
    refreshAll,
  );
}

/** POST (verify) or DELETE (remove the badge) /api/admin/publishers/{name}/verify. */
export function usePublisherVerification() {
  return useSessionMutation(
    (token, { name, verified }: { name: string; verified: boolean }) =>
      apiRequest(apiPaths.adminPublisherVerification(name), {
        method: verified ? 'POST' : 'DELETE',
        token,
      }),
    refreshAll,
  );
}
