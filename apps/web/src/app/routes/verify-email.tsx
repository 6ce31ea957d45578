import { useTranslation } from 'react-i18next';
import { VerifyEmail } from '../../features/account/components/verify-email';
import { QueryProvider } from '../../lib/query-provider';
import { useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/** The page the verification e-mail links to (#/verify-email?token=…). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('verify.title'));
  const token = useSearchParams().get('token')?.trim() || null;
  return (
    <QueryProvider>
      <VerifyEmail token={token} />
    </QueryProvider>
  );
}
