import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogIn, MailCheck, MailWarning, MailOpen } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { verifyEmail } from '../api/verify-email';
import { useAccountMessage } from '../hooks/use-account-message';
import { AccountPanel } from './account-panel';
import { ResendVerificationForm } from './resend-verification-form';

interface Outcome {
  token: string;
  state: 'verified' | 'failed';
  detail: string;
}

// A link token works once. Kept per token for the life of the page, so React's double effects in
// development, or coming back to the screen, do not spend it twice and report a failure.
const attempts = new Map<string, Promise<string>>();

function verifyOnce(token: string): Promise<string> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
  }
  return attempt;
}

/** The page a verification link opens: verifies on load; without a token, explains and offers a new link. */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const { translate, failure } = useAccountMessage();
  const [result, setResult] = useState<Outcome | null>(null);
  // Until the answer for this very token is in, the screen says it is verifying.
  const outcome = result && result.token === token ? result : null;

  useEffect(() => {
    if (!token) return;
    let current = true;
    verifyOnce(token).then(
      (detail) => current && setResult({ token, state: 'verified', detail }),
      (error: unknown) => current && setResult({ token, state: 'failed', detail: failure(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, failure]);

  if (!token) {
    return (
      <AccountPanel
        icon={MailOpen}
        heading={t('verify.waitingHeading')}
        intro={t('verify.waitingText')}
      >
        <ResendSection />
      </AccountPanel>
    );
  }

  if (!outcome) {
    return (
      <AccountPanel icon={MailOpen} heading={t('verify.verifyingHeading')}>
        <div className="account-progress" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('verify.verifyingText')}</span>
        </div>
      </AccountPanel>
    );
  }

  if (outcome.state === 'verified') {
    return (
      <AccountPanel
        icon={MailCheck}
        heading={t('verify.verifiedHeading')}
        intro={translate(outcome.detail)}
        focusHeading
      >
        <Link to={paths.login} className="button button--primary button--block">
          <LogIn size={18} aria-hidden="true" />
          {t('verify.login')}
        </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={MailWarning}
      tone="danger"
      heading={t('verify.failedHeading')}
      intro={outcome.detail}
      focusHeading
    >
      <ResendSection />
    </AccountPanel>
  );
}

function ResendSection() {
  const { t } = useTranslation('account');
  return (
    <section className="account-section" aria-labelledby="resend-heading">
      <h2 id="resend-heading">{t('verify.resendHeading')}</h2>
      <p className="field-hint">{t('verify.resendIntro')}</p>
      <ResendVerificationForm />
    </section>
  );
}
