import type { ReactNode } from 'react';
import { FormAlert } from './form-alert';

interface FormProblemProps {
  /** From lib/use-server-form.ts: the sentence (nothing shows while it is null) and the alert's id. */
  form: { problem: string | null; alertId: string };
  /**
   * The sentence changes in place (a countdown): it is announced when the alert appears, not at
   * every change.
   */
  quiet?: boolean;
  /** After the sentence: a way on, such as a link to ask for a new reset link. */
  children?: ReactNode;
}

/**
 * What went wrong with the whole form, above its fields: the focus moves here after a failed
 * submit, and the form is described by it while it shows.
 */
export function FormProblem({
  form: { problem, alertId },
  quiet = false,
  children,
}: FormProblemProps) {
  if (!problem) return null;
  return (
    <FormAlert tone="error" id={alertId} takeFocus>
      <p aria-live={quiet ? 'off' : undefined}>{problem}</p>
      {children}
    </FormAlert>
  );
}
