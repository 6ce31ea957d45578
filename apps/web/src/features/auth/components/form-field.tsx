import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';

/** What the control inside a field needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | undefined;
  /** Ids of other elements that describe the control, such as a requirements checklist. */
  describedBy?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** A labelled control with its hint and error; the control comes from `children`. */
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
  const { t } = useTranslation('auth');
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? fieldErrorId(id) : null;
  // The error first: it is what the reader needs to hear when coming back to a field.
  const described = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> {t('fields.optional')}</span>}
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

export function FieldError({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="field-error auth-error">
      <CircleAlert size={16} aria-hidden="true" focusable="false" />
      <span>{children}</span>
    </p>
  );
}
