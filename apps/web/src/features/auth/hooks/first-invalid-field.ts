import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/**
 * The first field, in screen order, that has an error. react-hook-form would focus in registration
 * order instead, and the checkboxes register before the fields whose controls render later.
 */
export function firstInvalidField<T extends FieldValues>(
  order: readonly Path<T>[],
  errors: FieldErrors<T>,
): Path<T> | undefined {
  return order.find((name) => name in errors && errors[name] !== undefined);
}
