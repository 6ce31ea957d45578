import { z } from 'zod';

/**
 * Signing in with another account (docs/architecture.md §3): the providers a server may offer.
 * A provider is offered only when its settings are present, so the site never shows a button
 * that cannot work.
 */
export const oauthProviderIds = ['google', 'github'] as const;
export type OAuthProviderId = (typeof oauthProviderIds)[number];

export const oauthProviderSchema = z.object({
  id: z.enum(oauthProviderIds),
  /** The provider's own name, the same in every language ("Google", "GitHub"). */
  name: z.string(),
});
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** `GET /api/oauth/providers`: the configured providers, in this order; empty when none is. */
export const oauthProvidersResponseSchema = z.array(oauthProviderSchema);
export type OAuthProvidersResponse = z.infer<typeof oauthProvidersResponseSchema>;

export const oauthProviderNames: Readonly<Record<OAuthProviderId, string>> = {
  google: 'Google',
  github: 'GitHub',
};
