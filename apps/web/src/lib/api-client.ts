import type { z } from 'zod';
import type { ApiPath } from '@sinyal/contracts/api-paths';
import { env } from '../config/env';
import { reportRefusedToken } from './session-events';

/** Per-field messages the server sends with a 400, keyed by the request's field name. */
export type FieldMessages = Record<string, string>;

/** Values a message carries beside its code (`retry_after_s` with a 429). */
export type ErrorParams = Record<string, string | number>;

/** Codes of failures the client finds itself, beside the server's (message-catalog.ts). */
export const clientErrorCodes = {
  network: 'network_error',
  invalidResponse: 'invalid_response',
} as const;

export interface ApiErrorInit {
  status: number;
  code: string;
  detail: string;
  fields?: FieldMessages;
  fieldCodes?: FieldMessages;
  params?: ErrorParams;
  fromServer?: boolean;
}

/**
 * The one error every API call throws: a failed answer, an unreadable answer or no answer at all.
 * Screens show it by `code` (lib/message-text.ts); `detail` and `fields` keep the server's English.
 */
export class ApiError extends Error {
  /** 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: FieldMessages;
  /** The code of each field's message. */
  readonly fieldCodes: FieldMessages;
  readonly params: ErrorParams;
  /** True when `detail` is the server's own message, false when it is a generic text of ours. */
  readonly fromServer: boolean;

  constructor(init: ApiErrorInit) {
    super(init.detail);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? {};
    this.fieldCodes = init.fieldCodes ?? {};
    this.params = init.params ?? {};
    this.fromServer = init.fromServer ?? false;
  }

  /** With a 429: seconds until the server lets the call through. */
  get retryAfterSeconds(): number | null {
    const seconds = this.params.retry_after_s;
    return typeof seconds === 'number' && seconds > 0 ? seconds : null;
  }
}

export const genericMessages = {
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  unreadable: 'The server sent an answer we could not read. Please try again.',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface BaseOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Session or API token, sent as "Bearer <token>" (docs/product.md §7). */
  token?: string | null;
  signal?: AbortSignal;
  /** The request outlives the page (a report sent while the reader leaves). */
  keepalive?: boolean;
}

export interface RequestOptions<S extends z.ZodType | undefined = undefined> extends BaseOptions {
  /**
   * The contract of the answer: it is parsed with it, and an answer that does not match is an
   * ApiError `invalid_response`, so a screen never renders or stores what it cannot trust.
   * Without one the answer is not read.
   */
  schema?: S;
}

type Answer<S> = S extends z.ZodType ? z.output<S> : void;

/**
 * The address of an API path as this build reaches it: /api is `env.apiBase`, which another
 * deployment may point elsewhere.
 */
export function apiUrl(path: ApiPath): string {
  return `${env.apiBase}${path.slice('/api'.length)}`;
}

/**
 * Calls the path (an entry of `apiPaths`, packages/contracts/src/api-paths.ts) at `apiUrl`. A 401 to a call with a session token also tells the session
 * (session-events.ts), which then forgets the token; the caller still gets the error.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: ApiPath,
  options: RequestOptions<S> = {},
): Promise<Answer<S>> {
  const { schema } = options;
  const { status, data } = await exchange(path, options);
  if (!schema) return undefined as Answer<S>;
  const parsed = data === invalidJson ? null : schema.safeParse(data);
  if (!parsed?.success) {
    throw new ApiError({
      status,
      code: clientErrorCodes.invalidResponse,
      detail: genericMessages.unreadable,
    });
  }
  return parsed.data as Answer<S>;
}

/** The same call for an answer that is not JSON (a release's signature, application/jose): its text. */
export async function apiText(path: ApiPath, options: BaseOptions = {}): Promise<string> {
  return (await exchange(path, options)).text;
}

/**
 * The address of a full-page step (a sign-in's start, which answers a redirect), once it is known
 * to redirect: asked first without following, so a refusal (404, 429) is said on the page instead
 * of leaving the reader on a JSON answer. Throws the ApiError of a refusal.
 */
export async function fullPageStep(path: ApiPath, query: URLSearchParams): Promise<string> {
  const url = `${apiUrl(path)}?${query.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, redirect: 'manual' });
  } catch {
    throw new ApiError({
      status: 0,
      code: clientErrorCodes.network,
      detail: genericMessages.network,
    });
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return url;
  }
  const data = parseJson(await response.text().catch(() => ''));
  throw errorFromAnswer(response.status, data, response.headers.get('Retry-After'));
}

/** Sends the request; throws an ApiError for no answer or a failed one. */
async function exchange(path: ApiPath, options: BaseOptions) {
  const { method = 'GET', body, token, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    // A caller that aborts its own request wants to see the abort, not a network failure.
    if (signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: clientErrorCodes.network,
      detail: genericMessages.network,
    });
  }

  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  if (!response.ok) {
    if (response.status === 401 && token) reportRefusedToken(token);
    throw errorFromAnswer(response.status, data, response.headers.get('Retry-After'));
  }
  return { status: response.status, text, data };
}

const invalidJson = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalidJson;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringsOf(value: unknown): Record<string, string> {
  const strings: Record<string, string> = {};
  if (!isRecord(value)) return strings;
  for (const [name, text] of Object.entries(value)) {
    if (typeof text === 'string') strings[name] = text;
  }
  return strings;
}

const notParams = new Set(['code', 'detail', 'message', 'fields', 'field_codes']);

function errorFromAnswer(status: number, data: unknown, retryAfter: string | null): ApiError {
  const body = isRecord(data) ? data : {};
  // Our server sends `detail`; the original authentication service sent `message` (docs/product.md §8).
  const detail = [body.detail, body.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  // Every other plain value is one the message carries (`retry_after_s`; api-error.ts).
  const params: ErrorParams = {};
  for (const [key, value] of Object.entries(body)) {
    if (notParams.has(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  // A server that says the wait only in the header (seconds, RFC 9110) is understood too.
  const headerSeconds = Number(retryAfter);
  if (status === 429 && params.retry_after_s === undefined && headerSeconds > 0) {
    params.retry_after_s = Math.ceil(headerSeconds);
  }
  return new ApiError({
    status,
    code: typeof body.code === 'string' ? body.code : `http_${status}`,
    detail: detail ?? genericMessages.failed,
    fields: stringsOf(body.fields),
    fieldCodes: stringsOf(body.field_codes),
    params,
    fromServer: detail !== undefined,
  });
}
