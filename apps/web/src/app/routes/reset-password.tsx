import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form';
import { QueryProvider } from '../../lib/query-provider';
import { useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/** Without a token: ask for a reset link. With the link's ?token=: choose the new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('forgot.title'));
  const token = useSearchParams().get('token')?.trim() || null;
  // Keyed by token: a second link opened in the same tab starts from an empty form.
  return (
    <QueryProvider>
      {token ? <ResetPasswordForm key={token} token={token} /> : <ForgotPasswordForm />}
    </QueryProvider>
  );
}
