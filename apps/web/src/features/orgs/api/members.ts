import { messageResponseSchema } from '@sinyal/contracts/auth';
import { orgMembersResponseSchema, type OrgRole } from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';
import { orgKeys } from './org-keys';

/** GET /api/orgs/{slug}/members: the first page, which holds a team of up to 500. */
export function useMembersQuery(slug: string) {
  return useSessionQuery(
    (token) => orgKeys.part(token, slug, 'members'),
    `${apiPaths.orgMembers(slug)}?page_size=500`,
    orgMembersResponseSchema,
  );
}

/** Roles, seats and the member count all change together: the whole organization is read again. */
const everythingOf = (slug: string) => [(token: string | null) => orgKeys.one(token, slug)];

/** PATCH /api/orgs/{slug}/members/{user_id}. */
export function useSetRoleMutation(slug: string) {
  return useSessionMutation(
    (token, { userId, role }: { userId: number; role: OrgRole }) =>
      apiRequest(apiPaths.orgMember(slug, userId), {
        method: 'PATCH',
        token,
        body: { role },
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: everythingOf(slug) },
  );
}

/** DELETE /api/orgs/{slug}/members/{user_id}: their seat is freed too. */
export function useRemoveMemberMutation(slug: string) {
  return useSessionMutation(
    (token, userId: number) =>
      apiRequest(apiPaths.orgMember(slug, userId), {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: everythingOf(slug) },
  );
}

/** POST /api/orgs/{slug}/leave: the reader's own list changes, not the organization's screen. */
export function useLeaveOrgMutation(slug: string) {
  return useSessionMutation(
    (token) =>
      apiRequest(apiPaths.orgLeave(slug), { method: 'POST', token, schema: messageResponseSchema }),
    { refreshes: [orgKeys.mine] },
  );
}

/** POST /api/orgs/{slug}/transfer: the former owner becomes an admin. */
export function useTransferMutation(slug: string) {
  return useSessionMutation(
    (token, userId: number) =>
      apiRequest(apiPaths.orgTransfer(slug), {
        method: 'POST',
        token,
        body: { user_id: userId },
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: [...everythingOf(slug), orgKeys.mine] },
  );
}
