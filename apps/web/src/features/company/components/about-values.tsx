import type { LucideIcon } from 'lucide-react';
import { Gauge, GraduationCap, Lightbulb, LockOpen, Rocket, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

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
    <section className="section" aria-labelledby="core-values">
      <div className="container">
        <div className="section-heading">
          <h2 id="core-values">{t('values.heading')}</h2>
          <p>{t('values.intro')}</p>
        </div>
        <ul className="grid company-list about-values" role="list">
          {coreValues.map(({ key, icon: Icon }) => (
            <li key={key} className="card">
              <span className="card__icon" aria-hidden="true">
                <Icon size={22} />
              </span>
              <h3>{t(`values.${key}.title`)}</h3>
              <p>{t(`values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
