import { z } from 'zod';
import { authMessages as m } from './auth-messages';

/** Dashboard data of the signed-in account (spec §3, DESIGN §3). */

export const profileFieldMaxLength = 100;

/** `GET /api/profile` and the answer of `PUT /api/profile`. */
export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  company: z.string(),
  sector: z.string(),
  country: z.string(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * `PUT /api/profile`: only these two fields change. The web sends the whole profile object
 * (spec §3); every other key is ignored, never applied.
 */
export const profileUpdateRequestSchema = z.object({
  full_name: z.string().trim().max(profileFieldMaxLength, m.fullNameTooLong).optional(),
  company: z.string().trim().max(profileFieldMaxLength, m.companyTooLong).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const premiumResponseSchema = z.object({ is_premium: z.boolean() });
export type PremiumResponse = z.infer<typeof premiumResponseSchema>;

/** `GET /api/user/stats`; the dashboard shows 0, 0, 0, "0MB" until it loads (spec §3). */
export const userStatsSchema = z.object({
  extensions: z.number().int().nonnegative(),
  projects: z.number().int().nonnegative(),
  apiCalls: z.number().int().nonnegative(),
  storage: z.string(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const emptyUserStats: UserStats = {
  extensions: 0,
  projects: 0,
  apiCalls: 0,
  storage: '0MB',
};

/** `POST /api/generate-api-token`: shown once, never readable again. */
export const apiTokenResponseSchema = z.object({ api_token: z.string() });
export type ApiTokenResponse = z.infer<typeof apiTokenResponseSchema>;

/** The dashboard's warning beside a new token (spec §2). */
export const apiTokenWarning = "Copy this token now! It won't be shown again.";
