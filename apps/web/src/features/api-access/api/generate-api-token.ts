import { apiTokenResponseSchema } from '@sinyal/contracts/account';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionMutation } from '../../../lib/session-mutation';

/** POST /api/generate-api-token: a new token, readable only in this answer; the previous one stops working. */
export function useGenerateApiTokenMutation() {
  return useSessionMutation(async (token) => {
    const answer = await apiRequest(apiPaths.generateApiToken, {
      method: 'POST',
      token,
      schema: apiTokenResponseSchema,
    });
    return answer.api_token;
  });
}
