import type { ComponentType } from 'react';
import { Spinner } from './spinner';

interface SubmitButtonProps {
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
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon: Icon,
  block = false,
  disabled = false,
  describedBy,
}: SubmitButtonProps) {
  const className = ['button', 'button--primary', block && 'button--block']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="submit"
      className={className}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy ? <Spinner size="small" /> : Icon && <Icon size={18} aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
