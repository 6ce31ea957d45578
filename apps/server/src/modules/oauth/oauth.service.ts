import {
  oauthProviderIds,
  oauthProviderNames,
  type OAuthProvidersResponse,
} from '@sinyal/contracts/oauth';
import type { Config } from '../../config';

/**
 * The sign-in providers this server offers: those whose settings are present (docs/architecture.md
 * §3). None has settings yet, so the answer is empty and the site shows no provider button.
 */
export function offeredProviders(oauth: Config['oauth']): OAuthProvidersResponse {
  return oauthProviderIds
    .filter((id) => oauth[id] !== undefined)
    .map((id) => ({ id, name: oauthProviderNames[id] }));
}
