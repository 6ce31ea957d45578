import { apiPaths } from '@sinyal/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import {
  identitiesResponseSchema,
  linkTicketResponseSchema,
  type OAuthProviderId,
} from '@sinyal/contracts/oauth';
import { paths, dashboardTabPaths } from '../../../config/paths';
import { env } from '../../../config/env';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSession } from '../../../lib/session';
import { useSessionMutation } from '../../../lib/session-mutation';
import { signInKeys } from './sign-in-keys';

/** GET /api/identities: the provider accounts linked to this one, and whether it has a password. */
export function useIdentities() {
  return useSessionQuery(signInKeys.identities, apiPaths.identities, identitiesResponseSchema);
}

/** DELETE /api/identities/{id}: refused (409 last_sign_in_method) for the last way in. */
export function useUnlinkIdentity() {
  return useSessionMutation(
    (token, id: number) => apiRequest(apiPaths.identity(id), { method: 'DELETE', token }),
    { refreshesAfterAny: [signInKeys.identities] },
  );
}

/**
 * Linking leaves the site for the provider: a fresh ticket from this session
 * (POST /api/oauth/link-ticket) names the account on the full-page start, and the provider's
 * answer comes back to /oauth, which returns here.
 */
export function useStartLink() {
  const { token } = useSession();
  return useMutation({
    mutationFn: async (provider: OAuthProviderId) => {
      const { ticket } = await apiRequest(apiPaths.oauthLinkTicket, {
        method: 'POST',
        token,
        body: { provider },
        schema: linkTicketResponseSchema,
      });
      const query = new URLSearchParams({
        intent: 'link',
        ticket,
        next: dashboardTabPaths.security,
      });
      window.location.assign(`${env.apiBase}/oauth/${provider}/start?${query.toString()}`);
    },
  });
}

/** Where a person without a password sets one: the reset form, by e-mail. */
export const setPasswordPath = paths.resetPassword;
