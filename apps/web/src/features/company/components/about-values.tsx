import type { LucideIcon } from 'lucide-react';
import { Gauge, GraduationCap, Lightbulb, LockOpen, Rocket, ShieldCheck } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { IconCardSection } from './icon-card-section';

// Literal keys, so each one is checked against about.json's values.
const coreValues = [
  { key: 'innovation', icon: Lightbulb },
  { key: 'empowerment', icon: Rocket },
  { key: 'openness', icon: LockOpen },
  { key: 'performance', icon: Gauge },
  { key: 'integrity', icon: ShieldCheck },
  { key: 'education', icon: GraduationCap },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export function AboutValues() {
  const { t } = useTranslation('about');
  return (
    <IconCardSection
      id="core-values"
      strings={t('values', { returnObjects: true })}
      cards={coreValues}
      listClassName="about-values"
    />
  );
}
