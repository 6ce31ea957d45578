import { useMutation } from '@tanstack/react-query';
import { apiTokenResponseSchema } from '@sinyal/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** POST /api/generate-api-token: a new token, readable only in this answer; the previous one stops working. */
export function useGenerateApiTokenMutation() {
  const { token } = useSession();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest('/generate-api-token', {
        method: 'POST',
        token,
        schema: apiTokenResponseSchema,
      });
      return answer.api_token;
    },
  });
}
