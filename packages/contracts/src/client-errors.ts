import { z } from 'zod';
import { apiMessageCodes } from './api-error';
import { boundedString } from './bounded-string';
import { clientErrorLimits as limits } from './client-error-limits';
import { defineMessages } from './messages';
import { atMost } from './message-phrases';

/**
 * A screen of the site failed in a reader's browser (`POST /api/client-errors`, answered 204).
 * The server logs it and keeps nothing; the browser is taken from the User-Agent header.
 */

/** Its rules, each with a code (messages.ts); a missing or empty field is `required`. */
const clientErrors = defineMessages({
  nameTooLong: ['client_error_name_too_long', atMost('Error name', limits.name)],
  messageTooLong: ['client_error_message_too_long', atMost('Error message', limits.message)],
  stackTooLong: ['client_error_stack_too_long', atMost('Stack trace', limits.stack)],
  componentStackTooLong: [
    'client_error_component_stack_too_long',
    atMost('Component stack', limits.componentStack),
  ],
  routeTooLong: ['client_error_route_too_long', atMost('Route', limits.route)],
});

export const clientErrorMessages = clientErrors.texts;
export const clientErrorCodes = clientErrors.codes;
export const clientErrorMessagesByCode = clientErrors.byCode;

const c = clientErrorCodes;
const required = apiMessageCodes.required;

export const clientErrorReportSchema = z.object({
  /** The error's class, e.g. "TypeError". */
  name: boundedString(limits.name, c.nameTooLong).optional(),
  message: boundedString(limits.message, c.messageTooLong).min(1, required),
  stack: boundedString(limits.stack, c.stackTooLong).optional(),
  /** React's list of the components above the one that failed. */
  component_stack: boundedString(limits.componentStack, c.componentStackTooLong).optional(),
  /** The hash route without its query ("/dashboard"): queries can hold tokens and keys. */
  route: boundedString(limits.route, c.routeTooLong).min(1, required),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
