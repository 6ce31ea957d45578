import { apiPaths } from '@sinyal/contracts/api-paths';
import { reportListSchema, type ResolveReport } from '@sinyal/contracts/moderation';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { adminKeys } from './admin-keys';
import { useAdminQuery, withQuery } from './admin-query';

export type ReportStatus = 'open' | 'resolved';

/** GET /api/admin/reports?status=: the queue of users' reports. */
export function useAdminReports(status: ReportStatus, page: number) {
  return useAdminQuery(
    (token) => adminKeys.reports(token, status, page),
    withQuery(apiPaths.adminReports, { status, page }),
    reportListSchema,
  );
}

/** POST /api/admin/reports/{id}/resolve: dismiss, or take the extension (or a version) down. */
export function useResolveReport(id: number) {
  return useSessionMutation(
    (token, body: ResolveReport) =>
      apiRequest(apiPaths.adminReportResolve(id), { method: 'POST', body, token }),
    { refreshes: [adminKeys.all] },
  );
}
