import { deviceDecisionResponseSchema } from '@sinyal/contracts/licence';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

export type DeviceDecision = 'approve' | 'deny';

/** POST /api/device/approve or /api/device/deny: the device hears the answer at its next poll. */
export function useDecideDeviceMutation() {
  return useSessionMutation(
    (token, { userCode, decision }: { userCode: string; decision: DeviceDecision }) =>
      apiRequest(apiPaths.deviceDecision(decision), {
        method: 'POST',
        token,
        body: { user_code: userCode },
        schema: deviceDecisionResponseSchema,
      }),
  );
}
