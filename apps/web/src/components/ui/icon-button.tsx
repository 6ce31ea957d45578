import type { ButtonHTMLAttributes } from 'react';
import type { LucideIcon } from 'lucide-react';

interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'type' | 'className'
> {
  icon: LucideIcon;
  label: string;
  variant: 'primary' | 'ghost';
  /** 16 in a list's rows, 18 in a card's own row of buttons. */
  iconSize?: 16 | 18;
  /** Added to the button's classes, such as a danger tone. */
  tone?: string;
}

/** A button (not a submit) led by its icon; the icon is decorative, the label says what it does. */
export function IconButton({
  icon: Icon,
  label,
  variant,
  iconSize = 18,
  tone,
  ...rest
}: IconButtonProps) {
  const className = ['button', `button--${variant}`, tone].filter(Boolean).join(' ');
  return (
    <button type="button" className={className} {...rest}>
      <Icon size={iconSize} aria-hidden="true" />
      {label}
    </button>
  );
}
