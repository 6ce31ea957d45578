import { MonitorPlay, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/layout/page-hero';
import { brand } from '../../config/brand';
import { releaseHistory } from '../../config/releases';
import { paths } from '../../config/paths';
import { ReleaseEntry } from '../../features/changelog/components/release-entry';
import { VerifyDownload } from '../../features/changelog/components/verify-download';
import { Link } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/changelog/changelog.css';

export default function ChangelogPage() {
  const { t } = useTranslation('changelog');
  const lead = t('hero.lead', { product: brand.productName });
  usePageTitle(t('title'), lead);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} heading={t('hero.heading')} lead={lead}>
        <div className="button-row changelog__links">
          <Link to={paths.download} className="button button--primary">
            <Download aria-hidden="true" size={18} />
            {t('links.download')}
          </Link>
          <Link to={paths.demo} className="button button--ghost">
            <MonitorPlay aria-hidden="true" size={18} />
            {t('links.demo')}
          </Link>
        </div>
      </PageHero>
      <div className="container changelog">
        {releaseHistory.map((release) => (
          <ReleaseEntry key={release.id} release={release} />
        ))}
        <VerifyDownload />
      </div>
    </>
  );
}
