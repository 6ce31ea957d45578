import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAuthMessage } from './use-auth-message';

interface FailureTarget<T extends FieldValues> {
  /** The form's fields in screen order: the first one the server complains about gets the focus. */
  fields: readonly Path<T>[];
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
  fallback: 'loginFailed' | 'registrationFailed';
}

/**
 * Spec §8: a failed submit toasts the server's message, or the screen's own fallback when the server
 * said nothing readable; per-field messages go under their inputs.
 */
export function useReportFailure<T extends FieldValues>({
  fields,
  setError,
  setFocus,
  fallback,
}: FailureTarget<T>): (error: unknown) => void {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();

  return useCallback(
    (error: unknown) => {
      const apiError = error instanceof ApiError ? error : null;
      const detail = apiError?.fromServer ? translate(apiError.detail) : undefined;
      notify.error(detail ?? t(`messages.${fallback}`));
      if (!apiError) return;
      const invalid = fields.filter((name) => apiError.fields[name]);
      for (const name of invalid) {
        setError(name, { type: 'server', message: apiError.fields[name] });
      }
      if (invalid[0]) setFocus(invalid[0]);
    },
    [fields, setError, setFocus, fallback, t, translate],
  );
}
