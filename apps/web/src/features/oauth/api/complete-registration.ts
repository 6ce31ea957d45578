import { apiPaths } from '@sinyal/contracts/api-paths';
import { useMutation } from '@tanstack/react-query';
import { oauthRegisterResponseSchema, type OAuthRegisterRequest } from '@sinyal/contracts/oauth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/oauth/register: a new person completes the registration a provider started. */
function completeRegistration(input: OAuthRegisterRequest) {
  return apiRequest(apiPaths.oauthRegister, {
    method: 'POST',
    body: {
      ...input,
      username: input.username.trim(),
      full_name: input.full_name?.trim() ?? '',
      company: input.company?.trim() ?? '',
    },
    schema: oauthRegisterResponseSchema,
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
