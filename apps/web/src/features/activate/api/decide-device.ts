import { useMutation } from '@tanstack/react-query';
import { deviceDecisionResponseSchema } from '@sinyal/contracts/licence';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export type DeviceDecision = 'approve' | 'deny';

/** POST /api/device/approve or /api/device/deny: the device hears the answer at its next poll. */
export function useDecideDeviceMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ userCode, decision }: { userCode: string; decision: DeviceDecision }) =>
      apiRequest(`/device/${decision}`, {
        method: 'POST',
        token,
        body: { user_code: userCode },
        schema: deviceDecisionResponseSchema,
      }),
  });
}
