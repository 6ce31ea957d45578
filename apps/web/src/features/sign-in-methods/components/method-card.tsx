import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { MethodSection } from './method-list';

/**
 * A card of the Security tab, in the dashboard cards' look: a section named by its heading, with
 * the section's introduction under it.
 */
export function MethodCard({
  id,
  section,
  children,
}: {
  id: string;
  section: MethodSection;
  children: ReactNode;
}) {
  const { t } = useTranslation('sign-in');
  return (
    <section className="card security-card sign-in-methods" aria-labelledby={id}>
      <h2 id={id} className="dashboard-card-title">
        {t(`${section}.heading`)}
      </h2>
      <p className="field-hint">{t(`${section}.intro`)}</p>
      {children}
    </section>
  );
}
