import { useTranslation } from '../../../i18n/react';

export function DocsNotFound({ section }: { section: string }) {
  const { t } = useTranslation('docs');
  return (
    <section className="docs-section" aria-labelledby="docs-not-found-heading">
      <h2 id="docs-not-found-heading" tabIndex={-1}>
        {t('notFound.heading')}
      </h2>
      <p>{t('notFound.text', { section })}</p>
    </section>
  );
}
