import { useTranslation } from '../../../i18n/react';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';

const practices = ['pin', 'threads', 'semver', 'disconnects', 'secrets', 'os'] as const;

export function BestPractices() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="best-practices">
      <p>{t('bestPractices.intro')}</p>
      <ol className="docs-practices">
        {practices.map((key) => (
          <li key={key}>
            <h3>{t(`bestPractices.${key}.title`)}</h3>
            <p>
              <CodeText text={t(`bestPractices.${key}.text`)} />
            </p>
          </li>
        ))}
      </ol>
    </DocsSection>
  );
}
