import { useTranslation } from '../../../i18n/react';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiUrl } from '../../../lib/api-client';
import { useOAuthProviders } from '../../../lib/oauth-providers';

/**
 * "Continue with Google/GitHub" for each provider the server offers (GET /api/oauth/providers), and
 * nothing at all, not even the "or" line, while it offers none or has not answered: a button that
 * cannot sign anyone in is never shown (docs/architecture.md §3). `next`: the site route to open
 * once signed in, as the login form's.
 */
export function SocialSignIn({ next }: { next?: string | undefined } = {}) {
  const { t } = useTranslation('auth');
  const { data: providers = [] } = useOAuthProviders();
  if (providers.length === 0) return null;
  return (
    <div className="social-sign-in">
      <p className="social-sign-in__divider">
        <span>{t('social.divider')}</span>
      </p>
      <div className="social-sign-in__buttons">
        {providers.map((provider) => (
          // A full page load: the server sends the reader on to the provider.
          <a
            key={provider.id}
            className="button button--ghost"
            href={`${apiUrl(apiPaths.oauthStart(provider.id))}?intent=login${next ? `&next=${encodeURIComponent(next)}` : ''}`}
          >
            {t('social.continueWith', { provider: provider.name })}
          </a>
        ))}
      </div>
    </div>
  );
}
