import type { ComponentType } from 'react';
import { Spinner } from './spinner';

interface BusyButtonProps {
  /** True while the request is on its way: the button is disabled and shows a spinner. */
  busy: boolean;
  label: string;
  /** What the button says while busy, such as "Processing...". */
  busyLabel: string;
  /** A lucide icon shown before the label when not busy. */
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  /** Full width of the form. */
  block?: boolean;
  /** Not usable for now (e.g. while the server refuses more attempts), without the spinner. */
  disabled?: boolean;
  /** The id of what explains why it is disabled. */
  describedBy?: string;
}

/** A form's primary submit button. */
export function SubmitButton(props: BusyButtonProps) {
  return <BusyButton {...props} type="submit" variant="primary" />;
}

/** A button that sends a request by itself (no form), with the same busy state. */
export function ActionButton({
  onClick,
  variant = 'primary',
  ...props
}: BusyButtonProps & { onClick: () => void; variant?: 'primary' | 'ghost' }) {
  return <BusyButton {...props} type="button" variant={variant} onClick={onClick} />;
}

function BusyButton({
  busy,
  label,
  busyLabel,
  icon: Icon,
  block = false,
  disabled = false,
  describedBy,
  type,
  variant,
  onClick,
}: BusyButtonProps & {
  type: 'submit' | 'button';
  variant: 'primary' | 'ghost';
  onClick?: () => void;
}) {
  const className = ['button', `button--${variant}`, block && 'button--block']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={type}
      className={className}
      disabled={busy || disabled}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {busy ? <Spinner size="small" /> : Icon && <Icon size={18} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
