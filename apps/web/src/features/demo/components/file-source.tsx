import { useId } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import type { DemoController } from '../lib/demo-controller';
import { SourceCard } from './source-card';

export function FileSource({ controller }: { controller: DemoController }) {
  const { t } = useTranslation('demo');
  const inputId = useId();
  return (
    <SourceCard heading={t('sources.file.heading')} text={t('sources.file.text')}>
      <label htmlFor={inputId} className="button button--primary demo-file-button">
        <FileUp aria-hidden="true" size={16} />
        {t('sources.file.choose')}
      </label>
      <input
        id={inputId}
        className="demo-file-input"
        type="file"
        accept=".csv,.txt,.log,.tsv,text/csv,text/plain"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void controller.loadFile(file, file.name);
          // The same file can be chosen again after it changed on disk.
          event.target.value = '';
        }}
      />
      <p className="demo-hint">{t('sources.file.format')}</p>
    </SourceCard>
  );
}
