import { useTranslation } from '../../../i18n/react';
import { extensionMain, extensionRequirements, statsCurl, statsResponse } from '../code-samples';
import { CodeBlock } from '../../../components/ui/code-block';
import { CodeText } from '../components/code-text';
import { DocsSection } from '../components/docs-section';
import { useSiteOrigin } from '../../../lib/site-origin';

export function CodeExamples() {
  const { t } = useTranslation('docs');
  const origin = useSiteOrigin();
  return (
    <DocsSection id="code-examples">
      <h3>{t('codeExamples.extensionHeading')}</h3>
      <p>
        <CodeText text={t('codeExamples.extensionText')} />
      </p>
      <CodeBlock label="main.py" code={extensionMain} />
      <p>{t('codeExamples.requirementsText')}</p>
      <CodeBlock label="requirements.txt" code={extensionRequirements} />

      <h3>{t('codeExamples.curlHeading')}</h3>
      <p>{t('codeExamples.curlText')}</p>
      <CodeBlock label="bash" code={statsCurl(origin)} />
      <CodeBlock label={t('code.response')} code={statsResponse} copyable={false} />
    </DocsSection>
  );
}
