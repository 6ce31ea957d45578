import { useMutation } from '@tanstack/react-query';
import { loginAnswerSchema } from '@sinyal/contracts/account-security';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface LoginInput {
  username_or_email: string;
  password: string;
  remember_me: boolean;
}

/**
 * POST /api/login (docs/product.md §7): a session token, valid 12 h or 30 days with Remember me;
 * or, with two-factor sign-in on, the token of the second step (docs/architecture.md §11).
 */
function login(input: LoginInput) {
  return apiRequest(apiPaths.login, {
    method: 'POST',
    body: {
      username_or_email: input.username_or_email.trim(),
      password: input.password,
      remember_me: input.remember_me,
    },
    // Never store something that is not a token.
    schema: loginAnswerSchema,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
