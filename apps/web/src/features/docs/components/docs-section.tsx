import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { DocsSectionId } from '../docs-sections';

/** One numbered docs section; its heading takes focus when the side navigation jumps here. */
export function DocsSection({ id, children }: { id: DocsSectionId; children: ReactNode }) {
  const { t } = useTranslation('docs');
  const headingId = `${id}-heading`;
  return (
    <section id={id} className="docs-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {t(`sections.${id}`)}
      </h2>
      {children}
    </section>
  );
}
