import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { FormCard } from '../../../components/ui/form-card';
import '../account.css';

interface AccountPanelProps {
  icon: LucideIcon;
  heading: string;
  intro?: ReactNode;
  /** Moves the focus to the heading: for content that replaced what the reader was using. */
  focusHeading?: boolean;
  /** Tone of the icon: a problem is shown in the danger colour. */
  tone?: 'brand' | 'danger';
  footer?: ReactNode;
  children?: ReactNode;
}

/** The centred card of the e-mail verification and password screens, under a round icon. */
export function AccountPanel({ icon: Icon, tone = 'brand', ...card }: AccountPanelProps) {
  const mark = (
    <span className={`account-card__icon account-card__icon--${tone}`} aria-hidden="true">
      <Icon size={30} />
    </span>
  );
  return <FormCard pageClassName="account-page" mark={mark} {...card} />;
}
