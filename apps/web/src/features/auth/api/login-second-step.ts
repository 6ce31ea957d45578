import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

export type SecondStepInput =
  { mfa_token: string; code: string } | { mfa_token: string; recovery_code: string };

/** POST /api/login/2fa (docs/architecture.md §11): the code that finishes a login with 2FA on. */
function loginSecondStep(input: SecondStepInput) {
  return apiRequest(apiPaths.loginSecondStep, {
    method: 'POST',
    body: input,
    schema: loginResponseSchema,
  });
}

export function useLoginSecondStepMutation() {
  return useMutation({ mutationFn: loginSecondStep });
}
