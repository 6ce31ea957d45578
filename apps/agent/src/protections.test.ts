import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { agentErrorSchema, agentKeyHeader } from '@sinyal/contracts/agent';
import { keysMatch } from './plugins/pairing-key';
import {
  asPage,
  makeDataDir,
  ownHost,
  removeDataDir,
  siteOrigin,
  startTestApp,
  testKey,
  testPort,
} from './test-support';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
  app = await startTestApp(dataDir);
});

afterAll(async () => {
  await app.close();
  await removeDataDir(dataDir);
});

/** An OPTIONS request to the agent's own host, with the preflight headers given. */
const preflight = (url: string, headers: Record<string, string>) =>
  app.inject({ method: 'OPTIONS', url, headers: { host: ownHost, ...headers } });

function expectJsonError(
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  status: number,
  code?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = agentErrorSchema.parse(JSON.parse(response.body));
  if (code) expect(body.code).toBe(code);
  return body;
}

describe('Host check (DNS rebinding)', () => {
  test.each([
    `evil.example:${testPort}`,
    `localhost.evil.example:${testPort}`,
    '127.0.0.1',
    'localhost',
    `127.0.0.1:${testPort + 1}`,
    `127.0.0.2:${testPort}`,
    `0.0.0.0:${testPort}`,
    `[::1]:${testPort}`,
    '',
  ])('Host "%s" is refused with 421 JSON, even with the right key and Origin', async (host) => {
    const response = await app.inject(
      asPage({ url: '/api/extensions', headers: { host, origin: siteOrigin } }),
    );
    const body = expectJsonError(response, 421, 'wrong_host');
    expect(body.detail).toContain(`http://127.0.0.1:${testPort}`);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a rebinding page cannot install: the state-changing call is refused before it runs', async () => {
    const response = await app.inject(
      asPage({
        method: 'POST',
        url: '/api/install/csv-recorder',
        headers: { host: `attacker.example:${testPort}` },
        payload: {},
      }),
    );
    expect(response.statusCode).toBe(421);
    const list = await app.inject(asPage({ url: '/api/extensions' }));
    expect(list.json()).toEqual([]);
  });

  test.each([ownHost, `localhost:${testPort}`, `LOCALHOST:${testPort}`])(
    'its own address "%s" is accepted',
    async (host) => {
      const response = await app.inject(asPage({ url: '/api/info', headers: { host } }));
      expect(response.statusCode).toBe(200);
    },
  );

  test('a configured non-loopback listen address is accepted as Host too', async () => {
    const lanDir = await makeDataDir();
    const lanApp = await startTestApp(lanDir, { host: '192.168.1.20' });
    try {
      const response = await lanApp.inject(
        asPage({ url: '/api/info', headers: { host: `192.168.1.20:${testPort}` } }),
      );
      expect(response.statusCode).toBe(200);
    } finally {
      await lanApp.close();
      await removeDataDir(lanDir);
    }
  });
});

describe('CORS', () => {
  test('the site origin gets an exact grant (never *) that varies by Origin', async () => {
    for (const origin of [siteOrigin, 'http://127.0.0.1:3000']) {
      const response = await app.inject(asPage({ url: '/api/extensions', headers: { origin } }));
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    }
  });

  test.each([
    'https://evil.example',
    'http://localhost:3001',
    'http://localhost:3000.evil.example',
    'https://localhost:3000',
    'null',
  ])('a request from Origin %s gets no grant and is refused with 403 JSON', async (origin) => {
    const response = await app.inject(
      asPage({ url: '/api/start/csv-recorder', headers: { origin } }),
    );
    expectJsonError(response, 403, 'origin_not_allowed');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-private-network']).toBeUndefined();
  });

  test('a request without Origin (curl, the desktop app) needs only the key', async () => {
    const response = await app.inject(asPage({ url: '/api/info' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the preflight of the site is answered 204 with the key header, content-type and Private Network Access', async () => {
    const response = await preflight('/api/install/csv-recorder', {
      origin: siteOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-sinyal-key,content-type',
      'access-control-request-private-network': 'true',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(siteOrigin);
    expect(response.headers['access-control-allow-private-network']).toBe('true');
    const allowedHeaders = String(response.headers['access-control-allow-headers'])
      .toLowerCase()
      .split(/,\s*/);
    expect(allowedHeaders).toEqual(
      expect.arrayContaining([agentKeyHeader.toLowerCase(), 'content-type']),
    );
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/\bPOST\b/);
    expect(String(response.headers.vary)).toMatch(/Access-Control-Request-Private-Network/);
  });

  test('a preflight that does not ask for Private Network Access is not given it', async () => {
    const response = await preflight('/api/extensions', {
      origin: siteOrigin,
      'access-control-request-method': 'GET',
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-private-network']).toBeUndefined();
  });

  test('a foreign preflight gets no grant at all', async () => {
    const response = await preflight('/api/install/csv-recorder', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
      'access-control-request-private-network': 'true',
    });
    expectJsonError(response, 403, 'origin_not_allowed');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-private-network']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  test('OPTIONS that is not a preflight is refused', async () => {
    const response = await preflight('/api/info', {});
    expectJsonError(response, 403);
  });

  test('errors answered to the site carry the grant, so the page can read why', async () => {
    const response = await app.inject({
      url: '/api/extensions',
      headers: { host: ownHost, origin: siteOrigin },
    });
    expectJsonError(response, 401, 'missing_key');
    expect(response.headers['access-control-allow-origin']).toBe(siteOrigin);
  });
});

describe('pairing key', () => {
  test.each(['/api/info', '/api/extensions', '/api/start/csv-recorder', '/api/no-such-route'])(
    'GET %s without the key is 401 JSON',
    async (url) => {
      const response = await app.inject({ url, headers: { host: ownHost } });
      expectJsonError(response, 401, 'missing_key');
    },
  );

  test('install without the key is refused before its body is even read', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/install/csv-recorder',
      headers: { host: ownHost, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expectJsonError(response, 401, 'missing_key');
  });

  test.each([
    ['of the same length', testKey.replace(/.$/, (last) => (last === 'x' ? 'y' : 'x'))],
    ['shorter', testKey.slice(0, -1)],
    ['longer', `${testKey}0`],
    ['in another case', testKey.toUpperCase()],
  ])('a wrong key %s is 401 JSON', async (_name, key) => {
    const response = await app.inject({
      url: '/api/extensions',
      headers: { host: ownHost, [agentKeyHeader]: key },
    });
    expectJsonError(response, 401, 'wrong_key');
  });

  test('the key is not taken from the query string, where it would end up in logs', async () => {
    const response = await app.inject({
      url: `/api/extensions?key=${testKey}`,
      headers: { host: ownHost },
    });
    expectJsonError(response, 401, 'missing_key');
  });

  test('the header name is case-insensitive, as HTTP says', async () => {
    const response = await app.inject({
      url: '/api/info',
      headers: { host: ownHost, 'x-sinyal-key': testKey },
    });
    expect(response.statusCode).toBe(200);
  });

  test('keysMatch compares equal and unequal keys of any length without throwing', () => {
    expect(keysMatch('abc', 'abc')).toBe(true);
    expect(keysMatch('abc', 'abd')).toBe(false);
    expect(keysMatch('abc', 'abcd')).toBe(false);
    expect(keysMatch('abc', '')).toBe(false);
  });
});

describe('malformed input answers 4xx JSON and the agent keeps working', () => {
  /** The page's install call with this body, sent as `contentType`. */
  const installWithBody = (payload: string, contentType = 'application/json') =>
    app.inject(
      asPage({
        method: 'POST',
        url: '/api/install/csv-recorder',
        headers: { 'content-type': contentType },
        payload,
      }),
    );

  test.each([
    { body: 'not JSON', payload: '{"unterminated', status: 400, code: 'invalid_body' },
    { body: 'JSON, but an array instead of {}', payload: '[]', status: 400, code: 'invalid_body' },
    {
      body: 'JSON, but a string instead of {}',
      payload: '"install"',
      status: 400,
      code: 'invalid_body',
    },
    { body: 'JSON, but null instead of {}', payload: 'null', status: 400, code: 'invalid_body' },
    { body: 'JSON, but a number instead of {}', payload: '42', status: 400, code: 'invalid_body' },
    {
      body: 'huge',
      payload: JSON.stringify({ padding: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      code: 'payload_too_large',
    },
  ])('a body that is $body answers $status $code', async ({ payload, status, code }) => {
    expectJsonError(await installWithBody(payload), status, code);
  });

  test('a prototype-poisoning body is 400', async () => {
    const response = await installWithBody('{"__proto__":{"installed":true}}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('code');
  });

  test.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'a body sent as %s is refused with 415',
    async (contentType) => {
      const response = await installWithBody('{}', contentType);
      expectJsonError(response, 415, 'unsupported_media_type');
    },
  );

  test.each([
    '/api/start/bad%20id',
    '/api/start/.hidden',
    '/api/disable/%3Cscript%3E',
    '/api/start/..%2F..%2Fetc%2Fpasswd',
    '/api/start/%C3%A9',
    `/api/start/${'a'.repeat(65)}`,
    `/api/start/${'a'.repeat(900)}`,
  ])('the id in %s is refused with 400', async (url) => {
    const response = await app.inject(asPage({ url }));
    expectJsonError(response, 400, 'invalid_id');
  });

  test('a broken percent-escape in the path is 400 JSON', async () => {
    const response = await app.inject(asPage({ url: '/api/start/%E0%A4%A' }));
    expectJsonError(response, 400, 'bad_request');
  });

  test('an address far longer than any route is a 4xx JSON answer', async () => {
    const response = await app.inject(asPage({ url: `/api/start/${'a'.repeat(5000)}` }));
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('code');
  });

  test.each([
    ['GET', '/'],
    ['GET', '/api'],
    ['GET', '/api/install/csv-recorder'],
    ['POST', '/api/start/csv-recorder'],
    ['DELETE', '/api/extensions'],
  ])('%s %s (no such route) is 404 JSON', async (method, url) => {
    const response = await app.inject(asPage({ method: method as 'GET', url }));
    expectJsonError(response, 404, 'not_found');
  });

  test('answers are never cached and never sniffed', async () => {
    const response = await app.inject(asPage({ url: '/api/extensions' }));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('after all of that the agent still answers', async () => {
    const response = await app.inject(asPage({ url: '/api/info' }));
    expect(response.statusCode).toBe(200);
  });
});
