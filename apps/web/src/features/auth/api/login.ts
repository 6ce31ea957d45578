import { useMutation } from '@tanstack/react-query';
import { loginAnswerSchema } from '@sinyal/contracts/account-security';
import type { LoginRequest } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** The sign-in form's fields; the one-time code goes to the second step instead. */
export type LoginInput = Required<Omit<LoginRequest, 'otp'>>;

/**
 * POST /api/login (docs/product.md §7): a session token, valid 12 h or 30 days with Remember me;
 * or, with two-factor sign-in on, the token of the second step (docs/architecture.md §11).
 */
function login(input: LoginInput) {
  return apiRequest(apiPaths.login, {
    method: 'POST',
    body: { ...input, username_or_email: input.username_or_email.trim() },
    // Never store something that is not a token.
    schema: loginAnswerSchema,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
