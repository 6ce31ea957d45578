import { authMessages } from '@sinyal/contracts/auth-messages';
import { apiRequest } from '../../../lib/api-client';
import { detailOf } from './message-answer';

/** POST /api/resend-verification: the same answer whether or not the account exists. */
export async function resendVerification(usernameOrEmail: string): Promise<string> {
  const answer = await apiRequest<unknown>('/resend-verification', {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
  return detailOf(answer, authMessages.verificationSent);
}
