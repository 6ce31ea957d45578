import type { LucideIcon } from 'lucide-react';
import { Link } from '../../lib/router/router';

interface ButtonLinkProps {
  to: string;
  icon: LucideIcon;
  variant: 'primary' | 'ghost';
  label: string;
}

/**
 * A link that looks like a button, led by its icon (decorative: the label says where it goes);
 * SubmitButton and ActionButton are its counterparts for buttons.
 */
export function ButtonLink({ to, icon: Icon, variant, label }: ButtonLinkProps) {
  return (
    <Link to={to} className={`button button--${variant}`}>
      <Icon aria-hidden="true" size={18} />
      {label}
    </Link>
  );
}

/** Two or more link buttons side by side, the first usually the page's main way on. */
export function ButtonLinkRow({
  links,
  className,
}: {
  links: readonly ButtonLinkProps[];
  className?: string;
}) {
  return (
    <div className={className ? `button-row ${className}` : 'button-row'}>
      {links.map((link) => (
        <ButtonLink key={link.to} {...link} />
      ))}
    </div>
  );
}
