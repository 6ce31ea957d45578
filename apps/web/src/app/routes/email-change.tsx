import { useTranslation } from '../../i18n/react';
import { EmailChangeLink } from '../../features/account/components/email-change-link';
import { LinkScreen } from '../../lib/query-provider';
import { usePageTitle } from '../../lib/use-page-title';

/** The links of an e-mail change (/email-change#token=… from the new address, #report=… from the old). */
export default function EmailChangePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('emailChange.title'));
  return (
    <LinkScreen params={['token', 'report']}>
      {(link) => <EmailChangeLink token={link.token} report={link.report} />}
    </LinkScreen>
  );
}
