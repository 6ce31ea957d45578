import { orgDetailSchema, type CreateOrgRequest } from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { orgKeys } from './org-keys';

/** POST /api/orgs: the creator becomes its owner. */
export function useCreateOrgMutation() {
  return useSessionMutation(
    (token, body: CreateOrgRequest) =>
      apiRequest(apiPaths.orgs, { method: 'POST', token, body, schema: orgDetailSchema }),
    { refreshes: [orgKeys.mine] },
  );
}
