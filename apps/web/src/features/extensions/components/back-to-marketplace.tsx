import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../lib/router/router';
import { extensionsPath } from '../lib/connection';

/** The link back to the marketplace at the top of an extension's or a publisher's page. */
export function BackToMarketplace() {
  const { t } = useTranslation('extensions');
  return (
    <Link to={extensionsPath()} className="ext-back">
      <ArrowLeft aria-hidden="true" size={18} />
      {t('detail.back')}
    </Link>
  );
}
