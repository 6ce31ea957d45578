import { loginResponseSchema, type LoginResponse } from '@sinyal/contracts/auth';
import { ApiError, apiRequest, genericMessages } from '../../../lib/api-client';

export interface LoginInput {
  username_or_email: string;
  password: string;
  remember_me: boolean;
}

/** POST /api/login (spec §7): a session token, valid 12 h or 30 days with Remember me. */
export async function login(input: LoginInput): Promise<LoginResponse> {
  const answer = await apiRequest<unknown>('/login', {
    method: 'POST',
    body: {
      username_or_email: input.username_or_email.trim(),
      password: input.password,
      remember_me: input.remember_me,
    },
  });
  const parsed = loginResponseSchema.safeParse(answer);
  // Never store something that is not a token.
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'invalid_response',
      detail: genericMessages.unreadable,
    });
  }
  return parsed.data;
}
