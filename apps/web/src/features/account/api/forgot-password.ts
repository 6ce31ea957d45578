import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/forgot-password: the same answer whether or not the account exists. */
function forgotPassword(usernameOrEmail: string) {
  return apiRequest('/forgot-password', {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
}

export function useForgotPasswordMutation() {
  return useMutation({ mutationFn: forgotPassword });
}
