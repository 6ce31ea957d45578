import { apiMessages } from '@sinyal/contracts/api-error';
import { englishMessage, type MessageCode } from '@sinyal/contracts/message-catalog';
import type { MessageParams } from '@sinyal/contracts/messages';

/**
 * The one error type routes and services throw; the error handler turns it into
 * `{code, detail, fields?, field_codes?, ...params}`.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly statusCode: number,
    public readonly detail: string,
    /** The English message of each field. */
    public readonly fields?: Record<string, string>,
    public readonly headers?: Record<string, string>,
    /** Values a client needs beside the sentence, sent as top-level fields (`retry_after_s`). */
    public readonly params?: MessageParams,
    /** The code of each field's message, sent as `field_codes`. */
    public readonly fieldCodes?: Record<string, string>,
  ) {
    super(detail);
  }

  /**
   * An error named by a message code of the contracts: `detail` is that code's English, and each
   * field named by the code of its message gets the English of it too.
   */
  static of(
    code: MessageCode,
    statusCode: number,
    options: {
      fields?: Record<string, MessageCode>;
      headers?: Record<string, string>;
      params?: MessageParams;
    } = {},
  ): AppError {
    const { fields, headers, params } = options;
    return new AppError(
      code,
      statusCode,
      englishMessage(code, params) ?? code,
      fields && englishFields(fields, params),
      headers,
      params,
      fields,
    );
  }
}

function englishFields(
  fieldCodes: Record<string, string>,
  params?: MessageParams,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldCodes).map(([field, code]) => [
      field,
      englishMessage(code, params) ?? code,
    ]),
  );
}

export interface FieldProblem {
  field: string;
  code: string;
  /** The English; for zod's own checks more precise than the code's ("Must be a number"). */
  message: string;
}

/**
 * The 400 for a request that breaks rules: every field with its message and code. One problem is
 * said in `detail` too; several are summed up, and the form shows each beside its field.
 */
export function invalidInput(problems: readonly FieldProblem[]): AppError {
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  for (const { field, code, message } of problems) {
    if (field in fields) continue;
    fields[field] = message;
    fieldCodes[field] = code;
  }
  const messages = Object.values(fields);
  const detail = messages.length === 1 && messages[0] ? messages[0] : apiMessages.invalidInput;
  return new AppError('invalid_input', 400, detail, fields, undefined, undefined, fieldCodes);
}
