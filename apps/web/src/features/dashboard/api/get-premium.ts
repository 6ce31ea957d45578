import { premiumResponseSchema, type PremiumResponse } from '@sinyal/contracts/account';
import type { AuthorizedRequest } from '../../../lib/use-api';
import { parseAnswer } from './parse-answer';

/** GET /api/premium (spec §7): the plan the server knows, never a claim of the browser's. */
export async function getPremium(
  request: AuthorizedRequest,
  signal?: AbortSignal,
): Promise<PremiumResponse> {
  return parseAnswer(premiumResponseSchema, await request<unknown>('/premium', { signal }));
}
