import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLine, GraduationCap, Microscope, Wrench } from 'lucide-react';
import { IconCardGrid } from './icon-card-grid';
import { SectionHeader } from './section-header';

const professions = [
  { key: 'students', Icon: GraduationCap },
  { key: 'researchers', Icon: Microscope },
  { key: 'engineers', Icon: Wrench },
  { key: 'analysts', Icon: ChartLine },
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
        <IconCardGrid namespacePrefix="professionals" items={professions} />
      </div>
    </section>
  );
}
