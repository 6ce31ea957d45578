import { apiPaths } from '@sinyal/contracts/api-paths';
import { reportCreatedSchema, type ReportRequest } from '@sinyal/contracts/moderation';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/extensions/{id}/reports: a signed-in reader tells the operators about a problem. */
export function useReportExtensionMutation(id: string) {
  return useSessionMutation((token, body: ReportRequest) =>
    apiRequest(apiPaths.extensionReports(id), {
      method: 'POST',
      body,
      token,
      schema: reportCreatedSchema,
    }),
  );
}
