import type { ComponentProps } from 'react';
import { SubmitButton } from './submit-button';

interface SubmitRowProps extends ComponentProps<typeof SubmitButton> {
  cancelLabel: string;
  onCancel: () => void;
}

/** A form's submit button with Cancel beside it, for forms that open in place of a button. */
export function SubmitRow({ cancelLabel, onCancel, ...submit }: SubmitRowProps) {
  return (
    <div className="button-row">
      <SubmitButton {...submit} />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
