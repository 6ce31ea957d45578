import { accountExportSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** GET /api/account/export: everything stored about the account, checked against its contract. */
export function useExportDataMutation() {
  return useSessionMutation((token) =>
    apiRequest(apiPaths.accountExport, { token, schema: accountExportSchema }),
  );
}
