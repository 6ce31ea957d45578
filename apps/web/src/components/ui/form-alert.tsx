import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import './form-alert.css';

interface FormAlertProps {
  tone: 'error' | 'success';
  /** For the form's `aria-describedby`, so the form is described by what went wrong. */
  id?: string;
  /**
   * Moves the focus here when the alert appears (after a failed submit): the reader lands on
   * what went wrong, then tabs on to the fields. A change of its text does not move it again.
   */
  takeFocus?: boolean;
  children: ReactNode;
}

const focus = (element: HTMLDivElement | null) => element?.focus();

/** A sentence about the whole form (usually the server's answer), announced when it appears. */
export function FormAlert({ tone, id, takeFocus = false, children }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      ref={takeFocus ? focus : undefined}
      id={id}
      tabIndex={takeFocus ? -1 : undefined}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <Icon size={20} aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
