import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

interface PrivacyCardProps {
  /** Which card: its words are `privacy.<of>.heading` and `.text` in dashboard.json. */
  of: 'export' | 'delete';
  /** Classes beside `card security-card`. */
  className?: string;
  children: ReactNode;
}

/** A card of the Privacy tab: its heading, the sentence that says what it does, then its action. */
export function PrivacyCard({ of, className, children }: PrivacyCardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardCard
      id={`privacy-${of}`}
      heading={t(`privacy.${of}.heading`)}
      className={className ? `security-card ${className}` : 'security-card'}
    >
      <p className="field-hint">{t(`privacy.${of}.text`)}</p>
      {children}
    </DashboardCard>
  );
}
