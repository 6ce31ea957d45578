import { authMessages } from '@sinyal/contracts/auth-messages';
import { apiRequest } from '../../../lib/api-client';
import { detailOf } from './message-answer';

/** POST /api/forgot-password: the same answer whether or not the account exists. */
export async function forgotPassword(usernameOrEmail: string): Promise<string> {
  const answer = await apiRequest<unknown>('/forgot-password', {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
  return detailOf(answer, authMessages.resetLinkSent);
}
