import { useTranslation } from '../../i18n/react';
import { brand } from '../../config/brand';
import { paths } from '../../config/paths';
import { UnverifiedNotice } from '../../features/account/components/unverified-notice';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { SsoSignIn } from '../../features/auth/components/sso-sign-in';
import { PasskeySignIn } from '../../features/sign-in-methods/components/passkey-sign-in';
import { QueryProvider } from '../../lib/query-provider';
import { Link, useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/**
 * `?next=` is where the login leads, for a page that asked the reader to log in first (/activate).
 * Only a route of this site: one slash and a path, never another origin.
 */
function nextRoute(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const afterLogin = nextRoute(useSearchParams().get('next'));
  return (
    <QueryProvider>
      <AuthCard
        heading={t('login.heading')}
        intro={t('login.intro')}
        footer={
          <p>
            {t('login.noAccount', { product: brand.productName })}{' '}
            <Link to={paths.register}>{t('login.registerLink')}</Link>
          </p>
        }
      >
        <LoginForm
          afterLogin={afterLogin}
          renderUnverified={(usernameOrEmail) => (
            <UnverifiedNotice usernameOrEmail={usernameOrEmail} />
          )}
          alternatives={(finish) => (
            <>
              <PasskeySignIn onAnswer={finish} />
              <SocialSignIn next={afterLogin} />
              <SsoSignIn />
            </>
          )}
        />
      </AuthCard>
    </QueryProvider>
  );
}
