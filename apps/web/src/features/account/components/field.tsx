import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

/** What a control needs to be tied to its label and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Already translated. */
  error?: string | undefined;
  /** Other elements that describe the control, such as the password checklist. */
  describedBy?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its error under it. */
export function Field({ id, label, error, describedBy, children }: FieldProps) {
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {error && (
        <p id={errorId} className="field-error account-field-error">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
