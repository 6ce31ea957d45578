import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  orgAuditResponseSchema,
  orgDetailSchema,
  orgDevicesResponseSchema,
} from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';
import { orgKeys } from './org-keys';

/** PUT /api/orgs/{slug}/policy: the answer is the organization as it now stands. */
export function usePolicyMutation(slug: string) {
  return useSessionMutation(
    (token, require2fa: boolean) =>
      apiRequest(apiPaths.orgPolicy(slug), {
        method: 'PUT',
        token,
        body: { require_2fa: require2fa },
        schema: orgDetailSchema,
      }),
    { refreshesAfterAny: [(token) => orgKeys.one(token, slug), orgKeys.mine] },
  );
}

const devicesKey = (slug: string) => (token: string | null) => orgKeys.part(token, slug, 'devices');

/** GET /api/orgs/{slug}/devices (admins): every member's signed-in devices. */
export function useOrgDevicesQuery(slug: string) {
  return useSessionQuery(devicesKey(slug), apiPaths.orgDevices(slug), orgDevicesResponseSchema);
}

/** DELETE /api/orgs/{slug}/devices/{id}: the device's next renewal is refused. */
export function useRemoveOrgDeviceMutation(slug: string) {
  return useSessionMutation(
    (token, id: string) =>
      apiRequest(apiPaths.orgDevice(slug, id), {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: [devicesKey(slug)] },
  );
}

/** GET /api/orgs/{slug}/audit (admins): the newest events first. */
export function useOrgAuditQuery(slug: string) {
  return useSessionQuery(
    (token) => orgKeys.part(token, slug, 'audit'),
    apiPaths.orgAudit(slug),
    orgAuditResponseSchema,
  );
}
