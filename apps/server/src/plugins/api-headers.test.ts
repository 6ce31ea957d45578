import net from 'node:net';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * The API's headers used to be chosen from the raw URL, so a request line in
 * absolute form ("GET http://host/api/profile HTTP/1.1", which HTTP/1.1 servers must accept) got
 * none. They now come from the API's own plugin, whatever the request line looks like.
 */
const t = useTestApp();
let port: number;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** Sends one raw HTTP/1.1 request and returns the status line and headers, lower-cased names. */
function rawRequest(requestLine: string, headers: string[] = []): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('end', () => {
      const head = text.split('\r\n\r\n')[0] ?? '';
      const [status = '', ...lines] = head.split('\r\n');
      const map = new Map<string, string>([[':status', status]]);
      for (const line of lines) {
        const colon = line.indexOf(':');
        map.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      resolve(map);
    });
    socket.write(
      [requestLine, `Host: 127.0.0.1:${port}`, 'Connection: close', ...headers, '', ''].join(
        '\r\n',
      ),
    );
  });
}

const strict = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

describe('API headers follow the matched route', () => {
  test.each([
    ['origin form', 'GET /api/health HTTP/1.1'],
    ['absolute form', 'GET http://127.0.0.1/api/health HTTP/1.1'],
    ['absolute form to a signed-in route', 'GET http://example.com/api/profile HTTP/1.1'],
    ['an unknown API path', 'GET http://127.0.0.1/api/nothing HTTP/1.1'],
  ])('%s gets the strict headers', async (_name, line) => {
    const answer = await rawRequest(line);
    for (const [name, value] of Object.entries(strict)) expect(answer.get(name)).toBe(value);
  });

  test('API answers are not compressed, even when the client asks', async () => {
    const answer = await rawRequest('GET /api/docs/json HTTP/1.1', ['Accept-Encoding: gzip']);
    expect(answer.get('content-encoding')).toBe('gzip');
    const api = await rawRequest('GET /api/nothing HTTP/1.1', ['Accept-Encoding: gzip']);
    expect(api.get('content-encoding')).toBeUndefined();
  });

  test('the API description page keeps the site policy, not the API one', async () => {
    const answer = await rawRequest('GET /api/docs/json HTTP/1.1');
    expect(answer.get('content-security-policy')).toContain("default-src 'self'");
  });
});
