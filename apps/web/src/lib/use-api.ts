import { useCallback } from 'react';
import { authMessages } from '@sinyal/contracts/auth-messages';
import { ApiError, apiRequest, type RequestOptions } from './api-client';
import { useSession } from './session';

export type AuthorizedRequest = <T>(
  path: string,
  options?: Omit<RequestOptions, 'token'>,
) => Promise<T>;

/**
 * `apiRequest` with the session's token. A 401 means the server no longer accepts the token
 * (expired, revoked, signed out elsewhere), so the session ends here too; the error still reaches
 * the caller, which shows its own message. Without a token nothing is sent.
 */
export function useAuthorizedRequest(): AuthorizedRequest {
  const { token, expire } = useSession();
  return useCallback(
    async <T>(path: string, options: Omit<RequestOptions, 'token'> = {}) => {
      if (!token) {
        throw new ApiError({
          status: 401,
          code: 'unauthorized',
          detail: authMessages.authRequired,
        });
      }
      try {
        return await apiRequest<T>(path, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) expire();
        throw error;
      }
    },
    [token, expire],
  );
}
