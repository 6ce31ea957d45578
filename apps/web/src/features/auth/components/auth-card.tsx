import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark';
import { FormCard } from '../../../components/ui/form-card';
import '../auth.css';

interface AuthCardProps {
  heading: string;
  intro: ReactNode;
  wide?: boolean;
  /** Moves the focus to the heading, for a card whose content has just been replaced. */
  focusHeading?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in and registration screens share, under the brand mark. */
export function AuthCard(props: AuthCardProps) {
  return <FormCard pageClassName="auth-page" mark={<BrandMark size={40} />} {...props} />;
}
