import { z } from 'zod';
import { defineMessages, withTemplate, withValues } from './messages';
import { isRequired } from './message-phrases';

/**
 * How long a client must wait, as people say it: seconds under a minute, whole minutes (rounded
 * up) from a minute on. The server's English and the web's translations both follow it.
 */
export function retryWait(seconds: number): { unit: 'seconds' | 'minutes'; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60
    ? { unit: 'seconds', count: whole }
    : { unit: 'minutes', count: Math.ceil(whole / 60) };
}

/** The 429 sentence, where `{{wait}}` is one of `waitTexts`. */
const rateLimitedTemplate = 'Too many attempts. Try again in {{wait}}.';

/** A wait as a unit and a count, by i18next's plural keys (`seconds_one`, `seconds_other`…). */
export const waitTexts = {
  seconds_one: '{{count}} second',
  seconds_other: '{{count}} seconds',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
} as const;

/** The 429 sentence; `seconds` is also sent as `retry_after_s` and the Retry-After header. */
export function rateLimitedMessage(seconds: number): string {
  const { unit, count } = retryWait(seconds);
  const wait = withValues(waitTexts[`${unit}_${count === 1 ? 'one' : 'other'}`])({ count });
  return withValues(rateLimitedTemplate)({ wait });
}

/**
 * Messages of the API itself, for any route: malformed requests, limits, failures. `required` and
 * `invalid` are the codes of zod's own checks (a missing key, a wrong type); the server's English
 * for `invalid` names the expected type ("Must be a number").
 */
const api = defineMessages({
  required: isRequired('This field'),
  invalid: 'This value is not valid',
  invalidInput: 'Some fields are invalid',
  nulCharacter: 'Text must not contain the NUL character (U+0000)',
  invalidJson: 'The request body is not valid JSON',
  payloadTooLarge: 'The request body is too large (at most 64 KB)',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
  formOrJsonRequired:
    'Send the request body as a form (Content-Type: application/x-www-form-urlencoded) or as JSON',
  parameterRepeated: 'Send each parameter once',
  badRequest: 'The request could not be understood',
  forbidden: 'You are not allowed to do this',
  notFound: 'There is nothing at this address',
  methodNotAllowed: 'This address does not take that method',
  notAcceptable: 'The answer cannot be sent in a format you accept',
  conflict: 'The request conflicts with the current state',
  rateLimited: withTemplate(rateLimitedTemplate, (params) =>
    rateLimitedMessage(Number(params.retry_after_s ?? 1)),
  ),
  internalError: 'Something went wrong on our side. Please try again.',
  notReady: 'The database is not reachable',
  redisNotReady: 'Redis is not reachable',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
});

export const apiMessageCodes = api.codes;
export const apiMessages = api.texts;
export const apiMessagesByCode = api.byCode;

/**
 * Every failed API answer (docs/architecture.md §3). `code` names the message `detail` says in English, so a
 * client translates by code; for `invalid_input` with a single field, `detail` is that field's
 * message. `fields` holds each field's English, `field_codes` its code. The other keys are values
 * the message carries.
 */
export const apiErrorSchema = z
  .object({
    code: z.string(),
    detail: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    field_codes: z.record(z.string(), z.string()).optional(),
    /** With 429: seconds until the limit lets the request through (also the Retry-After header). */
    retry_after_s: z.number().int().positive().optional(),
    /** The extension a catalogue or publishing error is about. */
    extension_id: z.string().optional(),
    /** With `version_not_higher`: the version sent and the latest one published. */
    version: z.string().optional(),
    latest_version: z.string().optional(),
    /** With a 5xx: the request's id (also the X-Request-Id header of every answer), for support. */
    request_id: z.string().optional(),
  })
  // Any other value a message names (a package's {entry}, a look-alike's {existing_id}): sent as it is.
  .catchall(z.union([z.string(), z.number()]));
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * A failed answer of an OAuth endpoint (the device sign-in, docs/architecture.md §9): the API's
 * error with RFC 6749 §5.2's `error` (one of its names) and `error_description` (the English of
 * `detail`, in the characters the RFC allows), which standard OAuth clients read.
 */
export const oauthErrorSchema = apiErrorSchema.extend({
  error: z.string(),
  error_description: z.string(),
  /** With slow_down from the token endpoint: the interval the device must keep from now on. */
  interval: z.number().int().positive().optional(),
});
export type OAuthErrorBody = z.infer<typeof oauthErrorSchema>;
