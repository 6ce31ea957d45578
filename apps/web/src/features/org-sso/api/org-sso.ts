import { apiPaths } from '@sinyal/contracts/api-paths';
import { orgSsoResponseSchema, type OrgSsoRequest } from '@sinyal/contracts/org-sso';
import { accountKeys } from '../../../lib/account-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';

/** The organization's single sign-on, under the account's token. */
const ssoKey = (slug: string) => (token: string | null) =>
  [...accountKeys.ofToken(token), 'org-sso', slug] as const;

/** GET /api/orgs/{slug}/sso: the provider, enforce_sso and the domains with their tokens. */
export function useOrgSso(slug: string) {
  return useSessionQuery(ssoKey(slug), apiPaths.orgSso(slug), orgSsoResponseSchema);
}

/** PUT /api/orgs/{slug}/sso: the answer is the new state. */
export function useSaveOrgSso(slug: string) {
  return useSessionMutation(
    (token, body: OrgSsoRequest) =>
      apiRequest(apiPaths.orgSso(slug), {
        method: 'PUT',
        token,
        body,
        schema: orgSsoResponseSchema,
      }),
    { stores: ssoKey(slug) },
  );
}

/** POST /api/orgs/{slug}/sso/domains/{domain}/verify: checks the DNS TXT record. */
export function useVerifySsoDomain(slug: string) {
  return useSessionMutation(
    (token, domain: string) =>
      apiRequest(apiPaths.orgSsoDomainVerify(slug, domain), {
        method: 'POST',
        token,
        schema: orgSsoResponseSchema,
      }),
    { stores: ssoKey(slug) },
  );
}
