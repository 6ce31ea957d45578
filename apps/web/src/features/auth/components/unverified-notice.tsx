import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailWarning } from 'lucide-react';
import { resendVerification } from '../api/resend-verification';
import { useAuthMessage } from '../hooks/use-auth-message';
import { ApiError } from '../../../lib/api-client';

/** Shown after a login refused for an unverified e-mail: the way to get a new link. */
export function UnverifiedNotice({ usernameOrEmail }: { usernameOrEmail: string }) {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setProblem(null);
    try {
      await resendVerification(usernameOrEmail);
      setState('sent');
    } catch (error) {
      setState('idle');
      setProblem(
        error instanceof ApiError && error.fromServer
          ? (translate(error.detail) ?? error.detail)
          : t('unverified.failed'),
      );
    }
  };

  return (
    <div className="auth-notice" role="alert">
      <MailWarning size={20} aria-hidden="true" focusable="false" />
      <div>
        <p>{t('messages.emailNotVerified')}</p>
        {state === 'sent' ? (
          <p>{t('messages.verificationSent')}</p>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={state === 'sending'}
            onClick={() => void resend()}
          >
            {state === 'sending' ? t('unverified.sending') : t('unverified.resend')}
          </button>
        )}
        {problem && <p className="field-error">{problem}</p>}
      </div>
    </div>
  );
}
