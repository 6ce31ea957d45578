import { authMessages } from '@sinyal/contracts/auth-messages';
import { apiRequest } from '../../../lib/api-client';
import { detailOf } from './message-answer';

/** POST /api/verify-email with the single-use token of the link. */
export async function verifyEmail(token: string): Promise<string> {
  const answer = await apiRequest<unknown>('/verify-email', { method: 'POST', body: { token } });
  return detailOf(answer, authMessages.emailVerified);
}
