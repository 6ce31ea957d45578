import { useTranslation } from '../../../i18n/react';
import { ChartLine, GraduationCap, Microscope, Wrench } from 'lucide-react';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { MarketingSection } from './marketing-section';

const professions: readonly IconCardItem[] = [
  { key: 'professionals.students', Icon: GraduationCap },
  { key: 'professionals.researchers', Icon: Microscope },
  { key: 'professionals.engineers', Icon: Wrench },
  { key: 'professionals.analysts', Icon: ChartLine },
];

export function ProfessionalsSection() {
  const { t } = useTranslation('home');
  return (
    <MarketingSection title={t('professionals.heading')} intro={t('professionals.intro')}>
      <IconCardGrid items={professions} />
    </MarketingSection>
  );
}
