import { useTranslation } from '../../../i18n/react';
import { Download, Puzzle } from 'lucide-react';
import { paths } from '../../../config/paths';
import { ButtonLinkRow } from '../../../components/ui/button-link';

/** "Welcome back, " and the reader's name, with the two ways out of the dashboard (docs/product.md §2). */
export function DashboardHeader({ name }: { name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <header className="dashboard-header">
      <div>
        <h1>{t('header.welcome', { name })}</h1>
        <p>{t('header.subtitle')}</p>
      </div>
      <ButtonLinkRow
        links={[
          {
            to: paths.extensions,
            icon: Puzzle,
            variant: 'ghost',
            label: t('header.browseExtensions'),
          },
          {
            to: paths.download,
            icon: Download,
            variant: 'primary',
            label: t('header.downloadApp'),
          },
        ]}
      />
    </header>
  );
}
