import { useTranslation } from '../../../i18n/react';
import { Sparkles } from 'lucide-react';
import { useUpgrade } from '../../../lib/use-upgrade';

/** For free accounts only (docs/product.md §2). */
export function UpgradeBanner() {
  const { t } = useTranslation('dashboard');
  const upgrade = useUpgrade();
  return (
    <section className="dashboard-upgrade" aria-labelledby="upgrade-heading">
      <Sparkles size={28} aria-hidden="true" className="dashboard-upgrade__icon" />
      <div className="dashboard-upgrade__text">
        <h2 id="upgrade-heading">{t('overview.upgrade.heading')}</h2>
        <p>{t('overview.upgrade.text')}</p>
      </div>
      <button type="button" className="button button--light" onClick={upgrade}>
        {t('overview.upgrade.button')}
      </button>
    </section>
  );
}
