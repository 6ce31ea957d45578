import { useTranslation } from '../../../i18n/react';
import { KeyRound, MailCheck } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useMessageText } from '../../../lib/message-text';
import { Link } from '../../../lib/router/router';
import { useAccountLinkMutation } from '../api/send-account-link';
import { AccountLinkForm } from './account-link-form';
import { AccountPanel } from './account-panel';

/** "Forgot password?": asks for a reset link; the confirmation is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const forgot = useAccountLinkMutation('forgot');

  const footer = (
    <p>
      {t('forgot.remembered')} <Link to={paths.login}>{t('forgot.login')}</Link>
    </p>
  );

  if (forgot.isSuccess) {
    return (
      <AccountPanel
        icon={MailCheck}
        heading={t('forgot.sentHeading')}
        intro={message.text('reset_link_sent')}
        focusHeading
        footer={footer}
      >
        <p className="field-hint account-centered">{t('forgot.sentHint')}</p>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      icon={KeyRound}
      heading={t('forgot.heading')}
      intro={t('forgot.intro')}
      footer={footer}
    >
      <AccountLinkForm link="forgot" send={forgot} />
    </AccountPanel>
  );
}
