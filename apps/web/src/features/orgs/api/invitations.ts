import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  acceptInvitationResponseSchema,
  invitationSchema,
  invitationsResponseSchema,
  type CreateInvitationRequest,
} from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';
import { orgKeys } from './org-keys';

const invitationsKey = (slug: string) => (token: string | null) =>
  orgKeys.part(token, slug, 'invitations');

/** GET /api/orgs/{slug}/invitations (admins). */
export function useInvitationsQuery(slug: string) {
  return useSessionQuery(
    invitationsKey(slug),
    apiPaths.orgInvitations(slug),
    invitationsResponseSchema,
  );
}

/** POST /api/orgs/{slug}/invitations: mails the link. */
export function useInviteMutation(slug: string) {
  return useSessionMutation(
    (token, body: CreateInvitationRequest) =>
      apiRequest(apiPaths.orgInvitations(slug), {
        method: 'POST',
        token,
        body,
        schema: invitationSchema,
      }),
    { refreshes: [invitationsKey(slug)] },
  );
}

/** POST …/invitations/{id}/resend: a new link, good for another 7 days. */
export function useResendInvitationMutation(slug: string) {
  return useSessionMutation(
    (token, id: number) =>
      apiRequest(apiPaths.orgInvitationResend(slug, id), {
        method: 'POST',
        token,
        schema: invitationSchema,
      }),
    { refreshesAfterAny: [invitationsKey(slug)] },
  );
}

/** DELETE …/invitations/{id}: the link stops working. */
export function useRevokeInvitationMutation(slug: string) {
  return useSessionMutation(
    (token, id: number) =>
      apiRequest(apiPaths.orgInvitation(slug, id), {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: [invitationsKey(slug)] },
  );
}

/** POST /api/invitations/accept: the signed-in reader joins with the link's token. */
export function useAcceptInvitationMutation() {
  return useSessionMutation(
    (token, invitationToken: string) =>
      apiRequest(apiPaths.acceptInvitation, {
        method: 'POST',
        token,
        body: { token: invitationToken },
        schema: acceptInvitationResponseSchema,
      }),
    // The new membership, and a seat it may bring, show in the lists and on the dashboard.
    { refreshes: [orgKeys.all, dashboardKeys.premium] },
  );
}
