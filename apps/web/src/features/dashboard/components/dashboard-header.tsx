import { useTranslation } from 'react-i18next';
import { Download, Puzzle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';

/** "Welcome back, " and the reader's name, with the two ways out of the dashboard (docs/product.md §2). */
export function DashboardHeader({ name }: { name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="dashboard-header">
      <div>
        <h1>{t('header.welcome', { name })}</h1>
        <p>{t('header.subtitle')}</p>
      </div>
      <div className="button-row">
        <Link to={paths.extensions} className="button button--ghost">
          <Puzzle size={18} aria-hidden="true" />
          {t('header.browseExtensions')}
        </Link>
        <Link to={paths.download} className="button button--primary">
          <Download size={18} aria-hidden="true" />
          {t('header.downloadApp')}
        </Link>
      </div>
    </header>
  );
}
