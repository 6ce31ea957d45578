import { useTranslation } from '../../i18n/react';
import { ActivateDevice } from '../../features/activate/components/activate-device';
import { QueryProvider } from '../../lib/query-provider';
import { useSearchParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

/** /activate and /activate?user_code=XXXX-XXXX: RFC 8628's verification_uri(_complete). */
export default function ActivatePage() {
  const { t } = useTranslation('activate');
  usePageTitle(t('title'), t('description'));
  const userCode = useSearchParams().get('user_code')?.trim() || null;
  return (
    <QueryProvider>
      <ActivateDevice key={userCode ?? ''} userCode={userCode} />
    </QueryProvider>
  );
}
