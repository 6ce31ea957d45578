import { orgDetailSchema, orgsResponseSchema } from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { orgKeys } from './org-keys';

/** GET /api/orgs: the reader's organizations, with their role and seat in each. */
export function useMyOrgsQuery() {
  return useSessionQuery(orgKeys.mine, apiPaths.orgs, orgsResponseSchema);
}

/** GET /api/orgs/{slug}: one of them, with its member count and seat pool. */
export function useOrgQuery(slug: string) {
  return useSessionQuery((token) => orgKeys.one(token, slug), apiPaths.org(slug), orgDetailSchema);
}
