import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Trans, useTranslation } from '../../../i18n/react';
import type { LoginResponse } from '@sinyal/contracts/auth';
import {
  oauthProviderNames,
  type OAuthExchangeResponse,
  type OAuthRegisterResponse,
} from '@sinyal/contracts/oauth';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { dashboardTabPaths, paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { Link, useLinkParams, useNavigate } from '../../../lib/router/router';
import { useSession } from '../../../lib/session';
import { useExchangeCode } from '../api/exchange-code';
import { CompleteRegistrationForm } from './complete-registration-form';

/** The sign-in screens' card (the auth feature's), given by the route. */
export type LandingCard = ComponentType<{
  heading: string;
  intro: ReactNode;
  wide?: boolean;
  focusHeading?: boolean;
  children: ReactNode;
}>;

interface OAuthLandingProps {
  Card: LandingCard;
  /** The second step of 2FA (the auth feature's form), given by the route. */
  renderSecondStep: (
    mfaToken: string,
    onSignedIn: (answer: LoginResponse) => void,
    onRestart: () => void,
  ) => ReactNode;
}

// The failures that belong to linking: the way back is the Security tab, not the login page.
const linkFailures = new Set(['identity_taken', 'link_ticket_invalid']);

/**
 * Where a provider sign-in ends (docs/architecture.md §16): `/oauth#code=…` — the one-time code
 * is traded once — or `#error=…` when the flow stopped before there was anything to trade. It signs
 * the person in, asks for the second step, lets a new person complete the registration, or says
 * what went wrong and what to do.
 */
export function OAuthLanding({ Card, renderSecondStep }: OAuthLandingProps) {
  const { t } = useTranslation('sign-in');
  const message = useMessageText();
  const session = useSession();
  const navigate = useNavigate();
  const search = useLinkParams();
  const code = search.get('code');
  const exchange = useExchangeCode(code, session.token);
  const [registered, setRegistered] = useState<{ email: string } | null>(null);
  const handled = useRef(false);

  const signedIn = (answer: LoginResponse, next: string | undefined) => {
    session.login(answer.access_token, null, false);
    notify.success(message.text('login_success'));
    navigate(next ?? paths.dashboard, { replace: true });
  };

  const data: OAuthExchangeResponse | undefined = exchange.data;
  useEffect(() => {
    if (!data || handled.current) return;
    if ('access_token' in data) {
      handled.current = true;
      signedIn(data, data.next);
    } else if ('linked' in data) {
      handled.current = true;
      notify.success(
        message.text('identity_linked', {
          provider_name: oauthProviderNames[data.linked.provider],
        }),
      );
      navigate(data.next ?? dashboardTabPaths.security, { replace: true });
    }
  });

  const failureCode = search.get('error') ?? (code === null ? 'oauth_code_invalid' : null);
  if (failureCode !== null || exchange.isError) {
    const failure = exchange.error;
    const text =
      failureCode !== null ? message.text(failureCode) : message.error(failure, t('oauth.failed'));
    const errorCode = failure instanceof ApiError ? failure.code : (failureCode ?? '');
    const toSecurity = search.get('intent') === 'link' || linkFailures.has(errorCode);
    // An organization that enforces single sign-on: the way in is its provider.
    const ssoStart =
      failure instanceof ApiError && failure.code === 'sso_required'
        ? failure.params.start_url
        : undefined;
    return (
      <Card heading={t('oauth.errorHeading')} intro={null} focusHeading>
        <FormAlert tone="error">{text}</FormAlert>
        {typeof ssoStart === 'string' && (
          <p>
            <a className="button button--primary" href={ssoStart}>
              {t('oauth.toSso')}
            </a>
          </p>
        )}
        <p>
          {toSecurity ? (
            <Link to={dashboardTabPaths.security}>{t('oauth.toSecurity')}</Link>
          ) : (
            <Link to={paths.login}>{t('oauth.toLogin')}</Link>
          )}
        </p>
      </Card>
    );
  }

  if (registered) {
    return (
      <Card
        heading={t('oauth.unverifiedHeading')}
        intro={
          <Trans
            t={t}
            i18nKey="oauth.unverifiedText"
            values={{ provider: providerName(data), email: registered.email }}
            components={{ email: <strong /> }}
          />
        }
        focusHeading
      >
        <p>
          <Link to={paths.login}>{t('oauth.toLogin')}</Link>
        </p>
      </Card>
    );
  }

  if (data && 'signup_token' in data) {
    const name = data.provider_name;
    const onRegistered = (answer: OAuthRegisterResponse) => {
      if ('access_token' in answer) signedIn(answer, answer.next);
      else setRegistered({ email: answer.email });
    };
    return (
      <Card
        heading={t('complete.heading')}
        intro={
          data.email_verified
            ? t('complete.intro', { provider: name })
            : t('complete.introUnverified', { provider: name })
        }
        wide
      >
        <CompleteRegistrationForm signup={data} providerName={name} onRegistered={onRegistered} />
      </Card>
    );
  }

  if (data && 'mfa_required' in data) {
    return (
      <Card heading={t('oauth.secondStepHeading')} intro={t('oauth.secondStepIntro')}>
        {renderSecondStep(
          data.mfa_token,
          (answer) => signedIn(answer, data.next),
          () => navigate(paths.login, { replace: true }),
        )}
      </Card>
    );
  }

  return <PageSpinner label={t('oauth.working')} />;
}

function providerName(data: OAuthExchangeResponse | undefined): string {
  return data && 'provider_name' in data ? data.provider_name : '';
}
