import { sessionsResponseSchema, type SessionsResponse } from '@sinyal/contracts/auth';
import type { AuthorizedRequest } from '../../../lib/use-api';
import { parseAnswer } from './parse-answer';

/** GET /api/sessions: the active sessions and the recent sign-in attempts (Security tab). */
export async function getSessions(
  request: AuthorizedRequest,
  signal?: AbortSignal,
): Promise<SessionsResponse> {
  return parseAnswer(sessionsResponseSchema, await request<unknown>('/sessions', { signal }));
}
