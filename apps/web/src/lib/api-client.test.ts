import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, genericMessages } from './api-client';
import { onRefusedToken } from './session-events';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.fn(
    async () => new Response(body, { status, headers: { 'Content-Type': contentType } }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('posts JSON to the API base and returns the answer parsed with its schema', async () => {
    const fetchMock = answer(200, '{"access_token":"t","extra":1}');
    vi.stubGlobal('fetch', fetchMock);
    const schema = z.object({ access_token: z.string() });
    await expect(
      apiRequest('/api/login', { method: 'POST', body: { a: 1 }, token: 'k', schema }),
    ).resolves.toEqual({ access_token: 't' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer k',
    });
  });

  it('refuses an answer that does not match its schema with the code invalid_response', async () => {
    vi.stubGlobal('fetch', answer(200, '{"access_token":42}'));
    const schema = z.object({ access_token: z.string() });
    const error = await failure(apiRequest('/api/login', { method: 'POST', schema }));
    expect(error.status).toBe(200);
    expect(error.code).toBe('invalid_response');
    expect(error.detail).toBe(genericMessages.unreadable);
  });

  it('does not read the answer of a call without a schema', async () => {
    vi.stubGlobal('fetch', answer(200, 'not json at all', 'text/plain'));
    await expect(apiRequest('/api/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('returns undefined for an empty 201 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    await expect(
      apiRequest('/api/register', { method: 'POST', body: {} }),
    ).resolves.toBeUndefined();
  });

  it('turns a 400 JSON answer into an ApiError carrying its code, detail and fields with their codes', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        400,
        JSON.stringify({
          code: 'invalid_input',
          detail: 'Some fields are invalid',
          fields: { email: 'Invalid email format', username: 'Username is already taken', n: 3 },
          field_codes: { email: 'invalid_email', username: 'username_taken' },
        }),
      ),
    );
    const error = await failure(apiRequest('/api/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.detail).toBe('Some fields are invalid');
    expect(error.message).toBe('Some fields are invalid');
    expect(error.fields).toEqual({
      email: 'Invalid email format',
      username: 'Username is already taken',
    });
    expect(error.fieldCodes).toEqual({ email: 'invalid_email', username: 'username_taken' });
    expect(error.params).toEqual({});
    expect(error.fromServer).toBe(true);
  });

  it('keeps the values a message carries, such as the wait of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      answer(429, '{"code":"rate_limited","detail":"Too many attempts.","retry_after_s":900}'),
    );
    const error = await failure(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.params).toEqual({ retry_after_s: 900 });
    expect(error.retryAfterSeconds).toBe(900);
  });

  it('reads the wait from Retry-After when the 429 body does not say it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"message":"slow down"}', {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
          }),
      ),
    );
    const error = await failure(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.retryAfterSeconds).toBe(120);
  });

  it('tells the session when the server refuses the token a call carried', async () => {
    const refused: string[] = [];
    const stop = onRefusedToken((token) => refused.push(token));
    vi.stubGlobal('fetch', answer(401, '{"code":"invalid_token","detail":"expired"}'));
    await failure(apiRequest('/api/profile', { token: 'old' }));
    await failure(apiRequest('/api/login', { method: 'POST', body: {} }));
    stop();
    expect(refused).toEqual(['old']);
  });

  it('reads "message" when the answer has no "detail"', async () => {
    vi.stubGlobal('fetch', answer(409, '{"message":"Email already registered"}'));
    const error = await failure(apiRequest('/api/register', { method: 'POST', body: {} }));
    expect(error.detail).toBe('Email already registered');
    expect(error.code).toBe('http_409');
  });

  it('gives a non-JSON 500 a generic message', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>Internal Server Error</html>', 'text/html'));
    const error = await failure(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(500);
    expect(error.detail).toBe(genericMessages.failed);
    expect(error.fromServer).toBe(false);
    expect(error.fields).toEqual({});
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/api/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.detail).toBe(genericMessages.network);
  });

  it('refuses a successful answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(200, 'not json', 'text/plain'));
    const error = await failure(apiRequest('/api/premium', { schema: z.object({}) }));
    expect(error.code).toBe('invalid_response');
  });
});
