import type { ComponentType } from 'react';
import './submit-button.css';

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
}

/** A form's primary submit button. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  icon: Icon,
  block = false,
}: SubmitButtonProps) {
  const className = ['button', 'button--primary', block && 'button--block']
    .filter(Boolean)
    .join(' ');
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? (
        <span className="submit-button__spinner" aria-hidden="true" />
      ) : (
        Icon && <Icon size={18} aria-hidden="true" />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
