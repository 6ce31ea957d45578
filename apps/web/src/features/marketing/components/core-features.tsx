import { useTranslation } from 'react-i18next';
import { Blocks, History, LayoutDashboard, Plug, Puzzle, Zap } from 'lucide-react';
import { featuresHeadingId, featuresSectionId } from './home-hero';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { SectionHeader } from './section-header';

const features: readonly IconCardItem[] = [
  { key: 'features.modular', Icon: Blocks },
  { key: 'features.dashboards', Icon: LayoutDashboard },
  { key: 'features.marketplace', Icon: Puzzle },
  { key: 'features.sources', Icon: Plug },
  { key: 'features.latency', Icon: Zap },
  { key: 'features.replay', Icon: History },
];

export function CoreFeatures() {
  const { t } = useTranslation('home');
  return (
    <section id={featuresSectionId} className="section" aria-labelledby={featuresHeadingId}>
      <div className="container">
        <SectionHeader
          headingId={featuresHeadingId}
          title={t('features.heading')}
          intro={t('features.intro')}
          focusable
        />
        <IconCardGrid items={features} wide />
      </div>
    </section>
  );
}
