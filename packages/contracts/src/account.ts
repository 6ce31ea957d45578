import { z } from 'zod';
import { planViaSchema } from './orgs';
import { nameText, profileFields, profileTextMaxLength } from './auth';
import { authCodes as c } from './auth-messages';
import { plans } from './plans';

/** Dashboard data of the signed-in account (docs/product.md §3, docs/architecture.md §3). */

export const profileFieldMaxLength = profileTextMaxLength;

/** `GET /api/profile` and the answer of `PUT /api/profile`. */
export const profileSchema = z.object({ ...profileFields, created_at: z.string() });
export type Profile = z.infer<typeof profileSchema>;

/**
 * Just the profile fields of a user row or session user: the server answers with them, the web
 * shows them from the session user when the profile call failed.
 */
export function profileOf(user: Profile): Profile {
  return {
    username: user.username,
    email: user.email,
    full_name: user.full_name,
    company: user.company,
    sector: user.sector,
    country: user.country,
    created_at: user.created_at,
  };
}

/**
 * `PUT /api/profile`: only these two fields change. The web sends the whole profile object
 * (docs/product.md §3); every other key is ignored, never applied.
 */
export const profileUpdateRequestSchema = z.object({
  full_name: nameText(c.fullNameTooLong, c.fullNameCharacters).optional(),
  company: nameText(c.companyTooLong, c.companyCharacters).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** `GET /api/premium`: `is_premium` (docs/product.md §3) and the plan it comes from. */
export const premiumResponseSchema = z.object({
  is_premium: z.boolean(),
  plan: z.enum(plans),
  /** The organization whose Enterprise seat gives the plan ("Enterprise via Acme"), or null. */
  plan_via: planViaSchema,
});
export type PremiumResponse = z.infer<typeof premiumResponseSchema>;

/**
 * `GET /api/user/stats`; the dashboard shows 0, 0, 0, "0MB" until it loads (docs/product.md §3).
 * extensions: distinct extensions installed on the account's devices, as each last reported;
 * projects: projects the devices report keeping; devices: devices signed in and not removed;
 * apiCalls: calls with the account's API tokens in 30 days; storage: what the account's published
 * extensions take on the service.
 */
export const userStatsSchema = z.object({
  extensions: z.number().int().nonnegative(),
  projects: z.number().int().nonnegative(),
  devices: z.number().int().nonnegative(),
  apiCalls: z.number().int().nonnegative(),
  storage: z.string(),
});
export type UserStats = z.infer<typeof userStatsSchema>;
export const emptyUserStats: UserStats = {
  extensions: 0,
  projects: 0,
  devices: 0,
  apiCalls: 0,
  storage: '0MB',
};

/** `POST /api/generate-api-token`: shown once, never readable again. */
export const apiTokenResponseSchema = z.object({ api_token: z.string() });
export type ApiTokenResponse = z.infer<typeof apiTokenResponseSchema>;

/** The dashboard's warning beside a new token (docs/product.md §2). */
export const apiTokenWarning = "Copy this token now! It won't be shown again.";
