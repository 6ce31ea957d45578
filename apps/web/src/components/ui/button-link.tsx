import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router/router';

interface ButtonLinkProps {
  to: string;
  icon: LucideIcon;
  variant: 'primary' | 'ghost';
  children: ReactNode;
}

/** A link that looks like a button, led by its icon (decorative: the words say where it goes). */
export function ButtonLink({ to, icon: Icon, variant, children }: ButtonLinkProps) {
  return (
    <Link to={to} className={`button button--${variant}`}>
      <Icon aria-hidden="true" size={18} />
      {children}
    </Link>
  );
}
