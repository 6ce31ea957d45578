import type { AdminGrantPlan, AdminReasonBody, AdminRefund } from '@sinyal/contracts/admin';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';
import { adminKeys } from './admin-keys';

type Action = 'plan' | 'disable' | 'enable' | 'refund';
type BodyOf = {
  plan: AdminGrantPlan;
  disable: AdminReasonBody;
  enable: AdminReasonBody;
  refund: AdminRefund;
};

/**
 * POST /api/admin/users/{id}/{plan|disable|enable|refund}. Every list and detail of the console
 * is read again afterwards: a disabled account shows so in the list, a grant in its plan.
 */
export function useUserAction<A extends Action>(id: number, action: A) {
  return useSessionMutation(
    (token, body: BodyOf[A]) =>
      apiRequest(apiPaths.adminUserAction(id, action), { method: 'POST', body, token }),
    { refreshes: [adminKeys.all] },
  );
}
