import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages under their fields, as codes (the form shows them through
 * lib/message-text.ts like its own checks). Returns the fields it marked, in the form's order.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): Path<T>[] {
  if (!(error instanceof ApiError)) return [];
  const named = fields.filter((name) => error.fieldCodes[name] ?? error.fields[name]);
  for (const name of named) {
    setError(name, { type: 'server', message: error.fieldCodes[name] ?? 'invalid' });
  }
  return named;
}

/**
 * True when the fields already say everything the answer says: a 400 about the form's fields, or
 * an answer whose own message sits under one of them ("Email is already registered"). Otherwise
 * the form needs its alert too.
 */
export function fieldsSayItAll(error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  const named = fields.filter((name) => error.fieldCodes[name] ?? error.fields[name]);
  if (named.length === 0) return false;
  return (
    error.code === 'invalid_input' || named.some((name) => error.fieldCodes[name] === error.code)
  );
}
