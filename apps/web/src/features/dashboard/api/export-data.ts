import { useMutation } from '@tanstack/react-query';
import { accountExportSchema } from '@sinyal/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** GET /api/account/export: everything stored about the account, checked against its contract. */
export function useExportDataMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: () => apiRequest('/account/export', { token, schema: accountExportSchema }),
  });
}
