import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTcpProxy, targetOf, type TcpProxy } from '../../test/tcp-proxy';
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app';

// Only in the PostgreSQL run (vitest.config.ts leaves *.postgres.test.ts out of the others).
// The answers are asserted; the milliseconds are only reported (a loaded machine must not fail the
// test). A request that hung instead of answering 503 fails on the test's timeout.
const database = testDatabase();
if (database.kind !== 'postgres') {
  throw new Error('This file runs on PostgreSQL: TEST_DATABASE=postgres with DATABASE_URL_TEST.');
}
const databaseUrl = database.url;

/** Asks until `ready` says so; the milliseconds it took. Gives up after `limitMs`. */
async function msUntil(ready: () => Promise<boolean>, limitMs: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (await ready()) return Math.round(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`not within ${limitMs} ms`);
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: Math.round(performance.now() - start), value };
}

interface BehindRelay {
  proxy: TcpProxy;
  t: TestApp;
  /** A session of an account made while the link was up. */
  token: string;
}

/**
 * The describe block's server on PostgreSQL reached through a relay the test cuts: the outage is
 * real for the server while the machine's PostgreSQL keeps running.
 */
function serverBehindRelay(env: Record<string, string> = {}): BehindRelay {
  const setup = {} as BehindRelay;
  beforeAll(async () => {
    setup.proxy = await startTcpProxy(targetOf(databaseUrl, 5432));
    setup.t = await createTestApp({ env: { DATABASE_URL: setup.proxy.via(databaseUrl), ...env } });
    ({ token: setup.token } = await setup.t.signedIn());
  });
  afterAll(async () => {
    await setup.proxy?.restore();
    await setup.t?.close();
    await setup.proxy?.close();
  });
  return setup;
}

/** Brings the link back; the milliseconds until ready says so, once the API answers again. */
async function msToRecover({ proxy, t, token }: BehindRelay): Promise<number> {
  await proxy.restore();
  const recovered = await msUntil(async () => (await t.get('/api/ready')).status === 200, 10_000);
  expect((await t.get('/api/profile', token)).status).toBe(200);
  return recovered;
}

// The relay cut: refused connections, links torn down mid-session.
describe('PostgreSQL away and back', () => {
  const setup = serverBehindRelay();

  test('503s while it is away, and recovery without a restart', async () => {
    const { proxy, t, token } = setup;
    expect((await t.get('/api/ready')).status).toBe(200);
    expect((await t.get('/api/profile', token)).status).toBe(200);

    await proxy.cut();
    const ready = await timed(() => t.get('/api/ready'));
    expect(ready.value.status).toBe(503);
    expect(ready.value.body).toMatchObject({ code: 'not_ready', database: 'down' });

    const profile = await timed(() => t.get('/api/profile', token));
    expect(profile.value.status).toBe(503);
    expect(profile.value.headers['retry-after']).toBe('5');
    expect(profile.value.body).toEqual({
      code: 'service_unavailable',
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      request_id: profile.value.headers['x-request-id'],
    });

    const login = await timed(() =>
      t.post('/api/login', { username_or_email: 'someone', password: 'Wrong-password-1' }),
    );
    expect(login.value.status).toBe(503);

    const recovered = await msToRecover(setup);
    console.info(
      `PostgreSQL outage: ready 503 in ${ready.ms} ms, API 503 in ${profile.ms} ms (login ${login.ms} ms), ready again ${recovered} ms after the link returned`,
    );
  }, 30_000);
});

// The harder case: PostgreSQL stops answering without closing anything. Only the bounds end the
// waits; they are set short here (1 s) so that the test stays quick.
describe('PostgreSQL silent', () => {
  const setup = serverBehindRelay({
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '1000',
  });

  test('ready and the API still answer 503, ended by the bounds, and it recovers', async () => {
    const { proxy, t, token } = setup;
    proxy.stall();
    const ready = await timed(() => t.get('/api/ready'));
    expect(ready.value.status).toBe(503);
    // A pooled connection waits for the client's query timeout (statement timeout + 1 s).
    const profile = await timed(() => t.get('/api/profile', token));
    expect(profile.value.status).toBe(503);
    expect(profile.value.body.code).toBe('service_unavailable');

    const recovered = await msToRecover(setup);
    console.info(
      `PostgreSQL silent: ready 503 in ${ready.ms} ms, API 503 in ${profile.ms} ms, ready again ${recovered} ms after the link returned`,
    );
  }, 30_000);
});
