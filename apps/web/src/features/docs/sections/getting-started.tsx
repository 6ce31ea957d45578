import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { manifestExample, manifestFields } from '../code-samples';
import { CodeBlock } from '../../../components/ui/code-block';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';
import { DocsTable } from '../components/docs-table';
import { FileTree } from '../components/file-tree';

const prerequisites = ['python', 'rest', 'websocket', 'license'] as const;

export function GettingStarted() {
  const { t } = useTranslation('docs');
  return (
    <DocsSection id="getting-started">
      <p className="docs-lead">{t('gettingStarted.intro', { product: brand.productName })}</p>

      <h3>{t('gettingStarted.prerequisitesHeading')}</h3>
      <ul className="check-list docs-prerequisites">
        {prerequisites.map((key) => (
          <li key={key}>{t(`gettingStarted.prerequisites.${key}`)}</li>
        ))}
      </ul>

      <h3>{t('gettingStarted.structureHeading')}</h3>
      <p>{t('gettingStarted.structureIntro')}</p>
      <FileTree />

      <h3>{t('gettingStarted.manifestHeading')}</h3>
      <p>
        <CodeText text={t('gettingStarted.manifestIntro')} />
      </p>
      <DocsTable
        name={t('gettingStarted.tableName')}
        columns={[t('table.field'), t('table.type'), t('table.description')]}
        rows={manifestFields.map((field) => ({
          key: field.name,
          cells: [
            <code key="name">{field.name}</code>,
            <code key="type" className="docs-type">
              {field.type}
            </code>,
            <CodeText key="text" text={t(`gettingStarted.fields.${field.name}`)} />,
          ],
        }))}
      />

      <h3>{t('gettingStarted.exampleHeading')}</h3>
      <CodeBlock label="manifest.json" code={manifestExample} />
    </DocsSection>
  );
}
