import { MonitorPlay, Download } from 'lucide-react';
import { useTranslation } from '../../i18n/react';
import { PageHero } from '../../components/layout/page-hero';
import { ButtonLinkRow } from '../../components/ui/button-link';
import { brand } from '../../config/brand';
import { releaseHistory } from '../../config/releases';
import { paths } from '../../config/paths';
import { ReleaseEntry } from '../../features/changelog/components/release-entry';
import { VerifyDownload } from '../../features/changelog/components/verify-download';
import { usePageTitle } from '../../lib/use-page-title';
import '../../features/changelog/changelog.css';

export default function ChangelogPage() {
  const { t } = useTranslation('changelog');
  const lead = t('hero.lead', { product: brand.productName });
  usePageTitle(t('title'), lead);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} heading={t('hero.heading')} lead={lead}>
        <ButtonLinkRow
          className="changelog__links"
          links={[
            { to: paths.download, icon: Download, variant: 'primary', label: t('links.download') },
            { to: paths.demo, icon: MonitorPlay, variant: 'ghost', label: t('links.demo') },
          ]}
        />
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
