import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLine, GraduationCap, Microscope, Wrench } from 'lucide-react';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { SectionHeader } from './section-header';

const professions: readonly IconCardItem[] = [
  { key: 'professionals.students', Icon: GraduationCap },
  { key: 'professionals.researchers', Icon: Microscope },
  { key: 'professionals.engineers', Icon: Wrench },
  { key: 'professionals.analysts', Icon: ChartLine },
];

export function ProfessionalsSection() {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeader
          headingId={headingId}
          title={t('professionals.heading')}
          intro={t('professionals.intro')}
        />
        <IconCardGrid items={professions} />
      </div>
    </section>
  );
}
