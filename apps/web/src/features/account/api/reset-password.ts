import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@sinyal/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reset-password: the link's token and the new password (the server ends every session). */
function resetPassword(input: ResetPasswordRequest) {
  return apiRequest('/reset-password', { method: 'POST', body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
