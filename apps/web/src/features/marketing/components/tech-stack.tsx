import { useTranslation } from '../../../i18n/react';
import { MarketingSection } from './marketing-section';

// Short monograms instead of icon downloads: these are names, not ideas to illustrate.
const stack = [
  { key: 'python', mark: 'Py' },
  { key: 'pyqt', mark: 'Qt' },
  { key: 'redis', mark: 'Rd' },
  { key: 'plugins', mark: 'API' },
] as const;

export function TechStack() {
  const { t } = useTranslation('home');
  return (
    <MarketingSection
      className="section tech-stack"
      title={t('stack.heading')}
      intro={t('stack.intro')}
    >
      <ul className="stack">
        {stack.map(({ key, mark }) => (
          <li key={key} className="stack__item">
            <span className="stack__mark" aria-hidden="true">
              {mark}
            </span>
            <h3>{t(`stack.${key}.title`)}</h3>
            <p>{t(`stack.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
