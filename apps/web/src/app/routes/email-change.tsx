import { useTranslation } from 'react-i18next';
import { EmailChangeLink } from '../../features/account/components/email-change-link';
import { QueryProvider } from '../../lib/query-provider';
import { useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/** The links of an e-mail change (#/email-change?token=… from the new address, ?report=… from the old). */
export default function EmailChangePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('emailChange.title'));
  const params = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const report = params.get('report')?.trim() || null;
  return (
    <QueryProvider>
      <EmailChangeLink token={token} report={report} />
    </QueryProvider>
  );
}
