import { useTranslation } from '../../i18n/react';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SecondStepForm } from '../../features/auth/components/second-step-form';
import { OAuthLanding } from '../../features/oauth/components/oauth-landing';
import { QueryProvider } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** /oauth: where a Google or GitHub sign-in comes back to (docs/architecture.md §16). */
export default function OAuthRoute() {
  const { t } = useTranslation('sign-in');
  usePageTitle(t('oauth.title'));
  return (
    <QueryProvider>
      <OAuthLanding
        Card={AuthCard}
        renderSecondStep={(mfaToken, onSignedIn, onRestart) => (
          <SecondStepForm mfaToken={mfaToken} onSignedIn={onSignedIn} onRestart={onRestart} />
        )}
      />
    </QueryProvider>
  );
}
