import { ExternalLink, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';
import { dialoutCommand } from '../code-samples';
import { CodeBlock } from '../../../components/ui/code-block';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';

const manifestChecks = ['json', 'id', 'version', 'entry'] as const;

export function Troubleshooting() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="troubleshooting">
      <p>{t('troubleshooting.intro')}</p>
      <div className="docs-problem">
        <h3>{t('troubleshooting.notListed.title')}</h3>
        <p>{t('troubleshooting.notListed.text')}</p>
        <ul>
          {manifestChecks.map((key) => (
            <li key={key}>
              <CodeText text={t(`troubleshooting.notListed.checks.${key}`)} />
            </li>
          ))}
        </ul>
      </div>
      <div className="docs-problem">
        <h3>{t('troubleshooting.invalidConn.title')}</h3>
        <p>
          <CodeText text={t('troubleshooting.invalidConn.text')} />
        </p>
      </div>
      <div className="docs-problem">
        <h3>{t('troubleshooting.expired.title')}</h3>
        <p>
          <CodeText text={t('troubleshooting.expired.text')} />
        </p>
      </div>
      <div className="docs-problem">
        <h3>{t('troubleshooting.serial.title')}</h3>
        <p>
          <CodeText text={t('troubleshooting.serial.text')} />
        </p>
        <CodeBlock label="bash" code={dialoutCommand} />
        <p>
          <CodeText text={t('troubleshooting.serial.arch')} />
        </p>
      </div>
      <div className="docs-callout">
        <LifeBuoy aria-hidden="true" size={22} />
        <p>
          {t('troubleshooting.stuck')}{' '}
          <a href={brand.urls.forum} target="_blank" rel="noopener noreferrer">
            {t('troubleshooting.askForum')}
            <ExternalLink aria-hidden="true" size={14} className="docs-external-icon" />
            <span className="visually-hidden"> {t('troubleshooting.newTab')}</span>
          </a>{' '}
          {t('troubleshooting.or')}{' '}
          <a href={`mailto:${brand.emails.support}`}>{t('troubleshooting.emailSupport')}</a>.
        </p>
      </div>
    </DocsSection>
  );
}
