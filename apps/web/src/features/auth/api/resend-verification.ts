import { apiRequest } from '../../../lib/api-client';

/** POST /api/resend-verification: the same answer whether or not the account exists. */
export async function resendVerification(usernameOrEmail: string): Promise<void> {
  await apiRequest<unknown>('/resend-verification', {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
}
