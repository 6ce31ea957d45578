import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reset-password: the link's token and the new password (the server ends every session). */
function resetPassword(input: ResetPasswordRequest) {
  return apiRequest(apiPaths.resetPassword, { method: 'POST', body: input });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
