import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { MailCheck, MailOpen } from 'lucide-react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useMessageText } from '../../../lib/message-text';
import { verifyEmailQueryOptions } from '../api/verify-email';
import { AccountPanel, AccountPanelDone, LinkCheck } from './account-panel';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAccountLinkMutation } from '../api/send-account-link';
import { AccountLinkForm } from './account-link-form';

/** The page a verification link opens: verifies on load; without a token, explains and offers a new link. */
export function VerifyEmail({ token }: { token: string | null }) {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const verification = useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: !!token });

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

  // A link opened again after it verified the address: nothing is wrong, the reader can log in.
  if (
    verification.error instanceof ApiError &&
    verification.error.code === 'email_already_verified'
  ) {
    return (
      <AccountPanelDone
        icon={MailCheck}
        heading={t('verify.alreadyVerifiedHeading')}
        intro={message.text('email_already_verified')}
        to={paths.login}
        label={t('verify.login')}
      />
    );
  }

  return (
    <LinkCheck
      check={verification}
      working={{ heading: t('verify.verifyingHeading'), text: t('verify.verifyingText') }}
      done={{
        heading: t('verify.verifiedHeading'),
        intro: message.text('email_verified'),
        to: paths.login,
        label: t('verify.login'),
      }}
      failedHeading={t('verify.failedHeading')}
    >
      <ResendSection />
    </LinkCheck>
  );
}

/** Sends the verification link again; the answer never tells whether the account exists. */
function ResendSection() {
  const { t } = useTranslation('account');
  const message = useMessageText();
  const resend = useAccountLinkMutation('resend');
  return (
    <section className="account-section" aria-labelledby="resend-heading">
      <h2 id="resend-heading">{t('verify.resendHeading')}</h2>
      <p className="field-hint">{t('verify.resendIntro')}</p>
      <AccountLinkForm
        link="resend"
        send={resend}
        sentNotice={<FormAlert tone="success">{message.text('verification_sent')}</FormAlert>}
      />
    </section>
  );
}
