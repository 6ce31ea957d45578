import { vi } from 'vitest';

/** What the stubbed server answers a call with. */
export interface StubAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One call the page made: its method, path (with the query) and JSON body. */
export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | undefined;
}

/**
 * Stubs fetch with a server whose `answer` decides each call (by method and path, query
 * included, without the /api prefix); a call it leaves unanswered gets 404. Returns the calls.
 */
export function stubServer(answer: (call: StubCall) => StubAnswer | undefined): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const call: StubCall = {
        method: init.method ?? 'GET',
        path: url.replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: headers.Authorization,
      };
      calls.push(call);
      const reply = answer(call) ?? {
        status: 404,
        body: { code: 'not_found', detail: 'Not found' },
      };
      return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json', ...reply.headers },
      });
    }),
  );
  return calls;
}

/** The signed-in account of the web tests, as POST /api/auth/validate answers it. */
export const testUser = {
  id: 7,
  username: 'ada',
  email: 'ada@example.test',
  full_name: 'Ada Lovelace',
  company: '',
  sector: 'research',
  country: 'uk',
  is_premium: false,
  plan: 'lite' as const,
  email_verified: true,
  created_at: '2026-01-02T03:04:05.000Z',
};

/** A stubbed server where `testUser` is the one signed in; `answer` decides every other call. */
export function stubSignedInServer(answer: (call: StubCall) => StubAnswer | undefined): StubCall[] {
  return stubServer((call) =>
    call.path === '/auth/validate' ? { status: 200, body: testUser } : answer(call),
  );
}
