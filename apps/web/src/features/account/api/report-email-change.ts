import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/email/report with the token of the notice mailed to the old address: undoes
 * the change and logs the account out everywhere. A mutation the reader asks for with a button,
 * so a mail scanner that opens the link changes nothing.
 */
export function useReportEmailChangeMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(apiPaths.emailChangeReport, { method: 'POST', body: { token } }),
  });
}
