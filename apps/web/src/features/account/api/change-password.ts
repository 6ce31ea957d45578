import { authMessages } from '@sinyal/contracts/auth-messages';
import type { ChangePasswordRequest } from '@sinyal/contracts/auth';
import type { AuthorizedRequest } from '../../../lib/use-api';
import { detailOf } from './message-answer';

/** POST /api/change-password: this session stays, the account's other sessions are signed out. */
export async function changePassword(
  request: AuthorizedRequest,
  input: ChangePasswordRequest,
): Promise<string> {
  const answer = await request<unknown>('/change-password', { method: 'POST', body: input });
  return detailOf(answer, authMessages.passwordChanged);
}
