import { authMessages } from '@sinyal/contracts/auth-messages';
import type { ResetPasswordRequest } from '@sinyal/contracts/auth';
import { apiRequest } from '../../../lib/api-client';
import { detailOf } from './message-answer';

/** POST /api/reset-password: the link's token and the new password (the server signs out every session). */
export async function resetPassword(input: ResetPasswordRequest): Promise<string> {
  const answer = await apiRequest<unknown>('/reset-password', { method: 'POST', body: input });
  return detailOf(answer, authMessages.passwordReset);
}
