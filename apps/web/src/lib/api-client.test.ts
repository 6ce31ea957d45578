import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, genericMessages } from './api-client';

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
  it('posts JSON to the API base and returns the parsed answer', async () => {
    const fetchMock = answer(200, '{"access_token":"t"}');
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/login', { method: 'POST', body: { a: 1 }, token: 'k' }),
    ).resolves.toEqual({
      access_token: 't',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Authorization: 'Bearer k',
    });
  });

  it('returns undefined for an empty 201 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 201 })),
    );
    await expect(apiRequest('/register', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('turns a 400 JSON answer into an ApiError carrying its detail, code and fields', async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        400,
        '{"code":"invalid_input","detail":"Some fields are invalid","fields":{"email":"Invalid email format","n":3}}',
      ),
    );
    const error = await failure(apiRequest('/register', { method: 'POST', body: {} }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('invalid_input');
    expect(error.detail).toBe('Some fields are invalid');
    expect(error.message).toBe('Some fields are invalid');
    expect(error.fields).toEqual({ email: 'Invalid email format' });
    expect(error.fromServer).toBe(true);
  });

  it('reads "message" when the answer has no "detail"', async () => {
    vi.stubGlobal('fetch', answer(409, '{"message":"Email already registered"}'));
    const error = await failure(apiRequest('/register', { method: 'POST', body: {} }));
    expect(error.detail).toBe('Email already registered');
    expect(error.code).toBe('http_409');
  });

  it('gives a non-JSON 500 a generic message', async () => {
    vi.stubGlobal('fetch', answer(500, '<html>Internal Server Error</html>', 'text/html'));
    const error = await failure(apiRequest('/login', { method: 'POST', body: {} }));
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
    const error = await failure(apiRequest('/login', { method: 'POST', body: {} }));
    expect(error.status).toBe(0);
    expect(error.code).toBe('network_error');
    expect(error.detail).toBe(genericMessages.network);
  });

  it('refuses a successful answer that is not JSON', async () => {
    vi.stubGlobal('fetch', answer(200, 'not json', 'text/plain'));
    const error = await failure(apiRequest('/premium'));
    expect(error.code).toBe('invalid_response');
  });
});
