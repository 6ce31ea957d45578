import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { CircleAlert } from 'lucide-react';
import './form-field.css';

/** What the control inside a field needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/** What frames a control: its label, hint and error, and the field's class. */
export interface FieldFrame {
  id: string;
  label: ReactNode;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  /** Ids of other elements that describe the control, such as a password checklist. */
  describedBy?: string;
  /** The class of the field around the control (e.g. to span a grid's columns). */
  className?: string;
}

interface FormFieldProps extends FieldFrame {
  /** Renders the input, select or textarea; spread `control` onto it. */
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function FormField({
  id,
  label,
  optional = false,
  hint,
  error,
  describedBy,
  className,
  children,
}: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? fieldErrorId(id) : null;
  // The error first: it is what the reader needs to hear when coming back to a field.
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optional && <OptionalMark />}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described })}
      {hint && (
        <p id={hintId ?? undefined} className="field-hint">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId ?? undefined}>{error}</FieldError>}
    </div>
  );
}

/** A field's error sentence with its icon; also used by controls laid out differently (checkboxes). */
export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="field-error form-field__error">
      <CircleAlert size={16} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}

// Its own component so forms without optional fields do not need the 'forms' strings.
function OptionalMark() {
  const { t } = useTranslation('forms');
  return <span className="form-field__optional"> {t('optional')}</span>;
}
