import type { ReactNode } from 'react';
import { ExternalLink, LifeBuoy } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { dialoutCommand } from '../code-samples';
import { CodeBlock } from '../../../components/ui/code-block';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';

const manifestChecks = ['json', 'id', 'version', 'entry'] as const;

/** One problem: its title, what to do (code in backticks), and any steps or commands below. */
function Problem({
  name,
  children,
}: {
  name: 'notListed' | 'invalidConn' | 'expired' | 'serial';
  children?: ReactNode;
}) {
  const { t } = useTranslation('docs');
  return (
    <div className="docs-problem">
      <h3>{t(`troubleshooting.${name}.title`)}</h3>
      <p>
        <CodeText text={t(`troubleshooting.${name}.text`)} />
      </p>
      {children}
    </div>
  );
}

export function Troubleshooting() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="troubleshooting">
      <p>{t('troubleshooting.intro')}</p>
      <Problem name="notListed">
        <ul>
          {manifestChecks.map((key) => (
            <li key={key}>
              <CodeText text={t(`troubleshooting.notListed.checks.${key}`)} />
            </li>
          ))}
        </ul>
      </Problem>
      <Problem name="invalidConn" />
      <Problem name="expired" />
      <Problem name="serial">
        <CodeBlock label="bash" code={dialoutCommand} />
        <p>
          <CodeText text={t('troubleshooting.serial.arch')} />
        </p>
      </Problem>
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
