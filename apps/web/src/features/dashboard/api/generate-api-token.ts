import { useMutation } from '@tanstack/react-query';
import { apiTokenResponseSchema } from '@sinyal/contracts/account';
import { useAuthorizedRequest, type AuthorizedRequest } from '../../../lib/use-api';
import { parseAnswer } from './parse-answer';

/** POST /api/generate-api-token: a new token, readable only in this answer; the previous one stops working. */
export async function generateApiToken(request: AuthorizedRequest): Promise<string> {
  const answer = await request<unknown>('/generate-api-token', { method: 'POST' });
  return parseAnswer(apiTokenResponseSchema, answer).api_token;
}

export function useGenerateApiToken() {
  const request = useAuthorizedRequest();
  return useMutation({ mutationFn: () => generateApiToken(request) });
}
