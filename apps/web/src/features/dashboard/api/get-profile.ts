import { profileSchema, type Profile } from '@sinyal/contracts/account';
import type { AuthorizedRequest } from '../../../lib/use-api';
import { parseAnswer } from './parse-answer';

/** GET /api/profile (spec §7). */
export async function getProfile(
  request: AuthorizedRequest,
  signal?: AbortSignal,
): Promise<Profile> {
  return parseAnswer(profileSchema, await request<unknown>('/profile', { signal }));
}
