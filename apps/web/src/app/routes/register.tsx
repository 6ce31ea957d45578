import { useState } from 'react';
import { Trans, useTranslation } from '../../i18n/react';
import { paths } from '../../config/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { RegisterSuccess } from '../../features/auth/components/register-success';
import { SocialSignIn } from '../../features/auth/components/social-sign-in';
import { QueryProvider } from '../../lib/query-provider';
import { nextRoute } from '../../lib/next-route';
import { Link, useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

export default function RegisterPage() {
  return (
    <QueryProvider>
      <RegisterScreen />
    </QueryProvider>
  );
}

function RegisterScreen() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  // ?next=: a page sent the visitor here first (a buy button, an invitation); the login leads on
  // there. A buy button's visitor is also told so after registering.
  const checkout = `${paths.dashboard}?checkout`;
  const next = nextRoute(useSearchParams().get('next'));
  const toCheckout = next === checkout;
  const login = next ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login;
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail !== null) {
    return (
      <AuthCard
        heading={t('register.successHeading')}
        intro={
          <Trans
            t={t}
            i18nKey="register.successText"
            // The address is the reader's own input: a child element, never part of the parsed string.
            components={{ email: <strong>{registeredEmail}</strong> }}
          />
        }
        focusHeading
      >
        <RegisterSuccess login={login} />
        {toCheckout && <ContinueToCheckout login={login} />}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading={t('register.heading')}
      intro={t('register.intro')}
      wide
      footer={
        <p>
          {t('register.haveAccount')} <Link to={login}>{t('register.loginLink')}</Link>
        </p>
      }
    >
      <RegisterForm onRegistered={setRegisteredEmail} />
      <SocialSignIn />
    </AuthCard>
  );
}

/** After registering from a buy button: the login that leads on to the checkout. */
function ContinueToCheckout({ login }: { login: string }) {
  const { t } = useTranslation('dashboard', { keyPrefix: 'checkout' });
  return (
    <p className="field-hint">
      {t('afterRegister')} <Link to={login}>{t('afterRegisterLink')}</Link>
    </p>
  );
}
