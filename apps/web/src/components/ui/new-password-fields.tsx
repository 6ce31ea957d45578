import type { BoundInput } from '../../lib/use-server-form';
import { PasswordField } from './input-field';
import { PasswordMeter } from './password-meter';
import './password-fields.css';

/** A password field's id and label, with its form's `input(...)`. */
type PasswordEntry = BoundInput & { id: string; label: string };

interface NewPasswordFieldsProps {
  password: PasswordEntry;
  confirm: PasswordEntry;
  /** What is typed in the password field, for the strength meter. */
  value: string;
  checklistId: string;
  /** Side by side on wide screens (stacked below 600 px). Leave off inside a grid of fields. */
  paired?: boolean;
  /** Class of a box around the meter, e.g. to span a grid's columns. */
  meterClassName?: string;
}

/** A new password, its confirmation and the strength meter whose checklist describes the first. */
export function NewPasswordFields({
  password,
  confirm,
  value,
  checklistId,
  paired = false,
  meterClassName,
}: NewPasswordFieldsProps) {
  // No box around fields and meter together: a form that sits in a grid keeps them as its own
  // items, and the browser's scroll anchoring keeps the submit button still when an error appears.
  const fields = (
    <>
      <PasswordField describedBy={checklistId} autoComplete="new-password" {...password} />
      <PasswordField autoComplete="new-password" {...confirm} />
    </>
  );
  const meter = <PasswordMeter password={value} checklistId={checklistId} />;
  return (
    <>
      {paired ? <div className="new-password-fields--paired">{fields}</div> : fields}
      {meterClassName ? <div className={meterClassName}>{meter}</div> : meter}
    </>
  );
}
