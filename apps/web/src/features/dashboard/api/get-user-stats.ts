import { userStatsSchema, type UserStats } from '@sinyal/contracts/account';
import type { AuthorizedRequest } from '../../../lib/use-api';
import { parseAnswer } from './parse-answer';

/** GET /api/user/stats (spec §7). */
export async function getUserStats(
  request: AuthorizedRequest,
  signal?: AbortSignal,
): Promise<UserStats> {
  return parseAnswer(userStatsSchema, await request<unknown>('/user/stats', { signal }));
}
