import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useAccountMessage } from './use-account-message';

/**
 * A failed submit: per-field messages go under their inputs, the rest becomes one sentence for
 * the form's alert. Returns that sentence, or null when the fields say it all.
 */
export function useServerFailure<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): (error: unknown) => string | null {
  const { failure } = useAccountMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        const named = fields.filter((name) => error.fields[name]);
        for (const name of named) {
          setError(name, { type: 'server', message: error.fields[name] }, { shouldFocus: true });
        }
        if (named.length > 0 && error.status === 400) return null;
      }
      return failure(error);
    },
    [fields, setError, failure],
  );
}
