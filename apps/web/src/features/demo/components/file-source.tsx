import { useId } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DemoController } from '../lib/demo-controller';

export function FileSource({ controller }: { controller: DemoController }) {
  const { t } = useTranslation('demo');
  const headingId = useId();
  const inputId = useId();
  return (
    <section className="card demo-source" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('sources.file.heading')}</h3>
      <p>{t('sources.file.text')}</p>
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
    </section>
  );
}
