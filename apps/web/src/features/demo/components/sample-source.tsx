import { FolderOpen } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { DemoController } from '../lib/demo-controller';
import { SourceCard } from './source-card';

// Shipped with the site (apps/web/public/demo): a real recording in the demo's own CSV format.
const sampleUrl = `${import.meta.env.BASE_URL}demo/sample-session.csv`;

export function SampleSource({ controller }: { controller: DemoController }) {
  const { t } = useTranslation('demo');
  return (
    <SourceCard heading={t('sources.sample.heading')} text={t('sources.sample.text')}>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void controller.loadSample(sampleUrl, t('sources.sample.name'))}
      >
        <FolderOpen aria-hidden="true" size={16} />
        {t('sources.sample.open')}
      </button>
    </SourceCard>
  );
}
