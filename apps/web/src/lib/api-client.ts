import { env } from '../config/env';

/** Per-field messages the server sends with a 400, keyed by the request's field name. */
export type FieldMessages = Record<string, string>;

export interface ApiErrorInit {
  status: number;
  code: string;
  detail: string;
  fields?: FieldMessages;
  fromServer?: boolean;
}

/** The one error every API call throws: a failed answer, an unreadable answer or no answer at all. */
export class ApiError extends Error {
  /** 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: FieldMessages;
  /**
   * True when `detail` is the server's own message. False when the answer carried none and `detail`
   * is a generic text of ours, so a screen can prefer its own, more specific fallback.
   */
  readonly fromServer: boolean;

  constructor({ status, code, detail, fields = {}, fromServer = false }: ApiErrorInit) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = fields;
    this.fromServer = fromServer;
  }
}

export const genericMessages = {
  network: 'Could not reach the server. Check your connection and try again.',
  failed: 'Something went wrong. Please try again.',
  unreadable: 'The server sent an answer we could not read. Please try again.',
} as const;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  /** Session or API token, sent as "Bearer <token>" (spec §7). */
  token?: string | null;
  signal?: AbortSignal;
}

/** Calls `<env.apiBase><path>` and returns the parsed JSON (undefined for an empty answer). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, token, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A caller that aborts its own request wants to see the abort, not a network failure.
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: 'network_error', detail: genericMessages.network });
  }

  const text = await response.text().catch(() => '');
  const data = parseJson(text);

  if (!response.ok) throw errorFromAnswer(response.status, data);
  if (data === invalidJson) {
    throw new ApiError({
      status: response.status,
      code: 'invalid_response',
      detail: genericMessages.unreadable,
    });
  }
  return data as T;
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

function errorFromAnswer(status: number, data: unknown): ApiError {
  const body = isRecord(data) ? data : {};
  // Our server sends `detail`; the original authentication service sent `message` (spec §8).
  const detail = [body.detail, body.message].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  const fields: FieldMessages = {};
  if (isRecord(body.fields)) {
    for (const [name, message] of Object.entries(body.fields)) {
      if (typeof message === 'string') fields[name] = message;
    }
  }
  return new ApiError({
    status,
    code: typeof body.code === 'string' ? body.code : `http_${status}`,
    detail: detail ?? genericMessages.failed,
    fields,
    fromServer: detail !== undefined,
  });
}
