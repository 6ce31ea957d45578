import { useTranslation } from '../../../i18n/react';
import { MailWarning } from 'lucide-react';
import { useMessageText } from '../../../lib/message-text';
import { useAccountLinkMutation } from '../api/send-account-link';
import '../account.css';

/** Shown after a login refused for an unverified e-mail: the way to get a new link. */
export function UnverifiedNotice({ usernameOrEmail }: { usernameOrEmail: string }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const resend = useAccountLinkMutation('resend');

  return (
    <div className="account-notice" role="alert">
      <MailWarning size={20} aria-hidden="true" focusable="false" />
      <div>
        <p>{message.text('email_not_verified')}</p>
        {resend.isSuccess ? (
          <p>{message.text('verification_sent')}</p>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={resend.isPending}
            onClick={() => resend.mutate(usernameOrEmail)}
          >
            {resend.isPending ? t('resend.submitting') : t('resend.submit')}
          </button>
        )}
        {resend.isError && (
          <p className="field-error">{message.error(resend.error, t('resend.failed'))}</p>
        )}
      </div>
    </div>
  );
}
