import { sessionUserSchema, type SessionUser } from '@sinyal/contracts/auth';
import { ApiError, apiRequest, genericMessages } from './api-client';

// Loaded on demand by the session (see session.tsx): a visitor without a token never downloads
// the schema library for it.

/** POST /api/auth/validate: the user behind a session token; a 401 means the token is no longer good. */
export async function validateSession(token: string, signal?: AbortSignal): Promise<SessionUser> {
  const answer = await apiRequest<unknown>('/auth/validate', { method: 'POST', token, signal });
  const parsed = sessionUserSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError({
      status: 200,
      code: 'invalid_response',
      detail: genericMessages.unreadable,
    });
  }
  return parsed.data;
}

/** POST /api/logout: the server forgets the token, so a copy of it left anywhere stops working. */
export async function revokeSession(token: string): Promise<void> {
  await apiRequest<unknown>('/logout', { method: 'POST', token });
}
