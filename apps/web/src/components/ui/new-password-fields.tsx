import type { BoundInput } from '../../lib/use-server-form';
import { PasswordField } from './input-field';
import { PasswordMeter } from './password-meter';
import './password-fields.css';

interface NewPasswordFieldsProps {
  /** Names the fields `<prefix>-password`, `<prefix>-confirm-password` and the meter's checklist. */
  idPrefix: string;
  /** The password's and the confirmation's labels. */
  labels: readonly [string, string];
  /** The form's `input(...)` for the password and for the confirmation. */
  inputs: readonly [BoundInput, BoundInput];
  /** What is typed in the password field, for the strength meter. */
  value: string;
  /** Side by side on wide screens (stacked below 600 px). Leave off inside a grid of fields. */
  paired?: boolean;
  /** Class of a box around the meter, e.g. to span a grid's columns. */
  meterClassName?: string;
}

/** A new password, its confirmation and the strength meter whose checklist describes the first. */
export function NewPasswordFields({
  idPrefix,
  labels: [passwordLabel, confirmLabel],
  inputs: [password, confirm],
  value,
  paired = false,
  meterClassName,
}: NewPasswordFieldsProps) {
  // No box around fields and meter together: a form that sits in a grid keeps them as its own
  // items, and the browser's scroll anchoring keeps the submit button still when an error appears.
  const checklistId = `${idPrefix}-password-checklist`;
  const fields = (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        describedBy={checklistId}
        autoComplete="new-password"
        {...password}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={confirmLabel}
        autoComplete="new-password"
        {...confirm}
      />
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
