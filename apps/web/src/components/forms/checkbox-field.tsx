import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldErrorId } from '../ui/form-field';

interface CheckboxFieldProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string | undefined;
}

export function CheckboxField({ id, label, registration, error }: CheckboxFieldProps) {
  return (
    <div className="auth-check">
      <div className="auth-check__row">
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...registration}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {error && <FieldError id={fieldErrorId(id)}>{error}</FieldError>}
    </div>
  );
}
