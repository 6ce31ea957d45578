import { useTranslation } from '../../../i18n/react';
import { Blocks, History, LayoutDashboard, Plug, Puzzle, Zap } from 'lucide-react';
import { featuresHeadingId, featuresSectionId } from './home-hero';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { MarketingSection } from './marketing-section';

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
    <MarketingSection
      id={featuresSectionId}
      headingId={featuresHeadingId}
      title={t('features.heading')}
      intro={t('features.intro')}
      focusable
    >
      <IconCardGrid items={features} wide />
    </MarketingSection>
  );
}
