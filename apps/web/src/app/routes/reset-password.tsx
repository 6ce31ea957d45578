import { useTranslation } from '../../i18n/react';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { LinkScreen } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** Without a token: ask for a reset link. With the link's ?token=: choose the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.title'));
  // Keyed by token: a second link opened in the same tab starts from an empty form.
  return (
    <LinkScreen params={['token']}>
      {({ token }) =>
        token ? <ResetPasswordForm key={token} token={token} /> : <ForgotPasswordForm />
      }
    </LinkScreen>
  );
}
