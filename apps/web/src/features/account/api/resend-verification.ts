import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/resend-verification: the same answer whether or not the account exists. */
function resendVerification(usernameOrEmail: string) {
  return apiRequest('/resend-verification', {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
}

export function useResendVerificationMutation() {
  return useMutation({ mutationFn: resendVerification });
}
