import { useTranslation } from '../../i18n/react';
import { VerifyEmail } from '../../features/account/components/verify-email';
import { LinkScreen } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** The page the verification e-mail links to (/verify-email#token=…). */
export default function VerifyEmailPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('verify.title'));
  return <LinkScreen params={['token']}>{({ token }) => <VerifyEmail token={token} />}</LinkScreen>;
}
