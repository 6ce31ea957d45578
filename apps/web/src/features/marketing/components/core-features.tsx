import { useTranslation } from 'react-i18next';
import { Blocks, History, LayoutDashboard, Plug, Puzzle, Zap } from 'lucide-react';
import { featuresHeadingId, featuresSectionId } from './home-hero';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeader } from './section-header';

const features = [
  { key: 'modular', Icon: Blocks },
  { key: 'dashboards', Icon: LayoutDashboard },
  { key: 'marketplace', Icon: Puzzle },
  { key: 'sources', Icon: Plug },
  { key: 'latency', Icon: Zap },
  { key: 'replay', Icon: History },
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
        <IconCardGrid namespacePrefix="features" items={features} wide />
      </div>
    </section>
  );
}
