import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Where the server names a form field differently: the form's name, then the server's names. */
export type ServerFieldNames<T extends FieldValues> = Partial<Record<Path<T>, readonly string[]>>;

/** The code of the server's message for one form field, under its own name or the server's. */
function serverFieldCode<T extends FieldValues>(
  error: ApiError,
  name: Path<T>,
  serverNames: ServerFieldNames<T> | undefined,
): string | undefined {
  for (const serverName of serverNames?.[name] ?? [name]) {
    const code = error.fieldCodes[serverName] ?? (error.fields[serverName] ? 'invalid' : undefined);
    if (code) return code;
  }
  return undefined;
}

/**
 * Puts the server's per-field messages under their fields, as codes (the form shows them through
 * lib/message-text.ts like its own checks). Returns the fields it marked, in the form's order.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  serverNames?: ServerFieldNames<T>,
): Path<T>[] {
  if (!(error instanceof ApiError)) return [];
  const named: Path<T>[] = [];
  for (const name of fields) {
    const code = serverFieldCode(error, name, serverNames);
    if (!code) continue;
    setError(name, { type: 'server', message: code });
    named.push(name);
  }
  return named;
}

/**
 * True when the fields already say everything the answer says: a 400 about the form's fields, or
 * an answer whose own message sits under one of them ("Email is already registered"). Otherwise
 * the form needs its alert too.
 */
export function fieldsSayItAll<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  serverNames?: ServerFieldNames<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const codes = fields.map((name) => serverFieldCode(error, name, serverNames)).filter(Boolean);
  if (codes.length === 0) return false;
  return error.code === 'invalid_input' || codes.includes(error.code);
}
