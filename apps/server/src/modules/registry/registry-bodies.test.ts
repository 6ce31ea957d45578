import http from 'node:http';
import { beforeAll, describe, expect, test } from 'vitest';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { expectProblem } from '../../test/expect-answer';

const mb = 1024 * 1024;
const t = useTestApp();

const updatesCheck = { app_version: '1.0.0', os: 'Linux', installed: [] };

/**
 * Streams `total` bytes as the body of a POST over a real connection, a chunk at a time, and stops
 * as soon as the server answers: what was sent by then tells whether the server read the body.
 */
function streamUntilAnswered(
  url: string,
  headers: Record<string, string>,
  total: number,
): Promise<{ status: number; sentBeforeAnswer: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, { method: 'POST', headers }, (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, sentBeforeAnswer });
      });
    });
    // The server may close the connection while the rest of the body is still on its way.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(256 * 1024);
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('only the publish route reads a package body', () => {
  let site: string;
  beforeAll(async () => {
    site = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  test.each([
    ['zip', 'application/zip', 415],
    ['JSON', 'application/json', 413],
  ])(
    'a 40 MB %s body streamed to /api/updates/check is answered %i before it is all sent',
    async (_kind, contentType, status) => {
      const answer = await streamUntilAnswered(
        `${site}/api/updates/check`,
        { 'content-type': contentType, 'transfer-encoding': 'chunked' },
        40 * mb,
      );
      expect(answer.status).toBe(status);
      expect(answer.sentBeforeAnswer).toBeLessThan(8 * mb);
    },
  );

  test.each([
    ['POST', '/api/updates/check'],
    ['POST', '/api/extensions/csv-recorder/versions/1.0.0/yank'],
    ['DELETE', '/api/extensions/csv-recorder/versions/1.0.0/yank'],
    ['PUT', '/api/extensions/csv-recorder/deprecation'],
  ])('%s %s: a zip body is 415, a JSON body over 64 KB is 413', async (method, url) => {
    // Signed in, so the owner's routes get as far as their body.
    const { token } = await t.signedIn();
    const authorization = `Bearer ${token}`;
    const zip = await t.request({
      method: method as 'POST',
      url,
      headers: { authorization, 'content-type': 'application/zip' },
      payload: Buffer.alloc(41 * mb),
    });
    expectProblem(zip, 415, 'unsupported_media_type');
    const json = await t.request({
      method: method as 'POST',
      url,
      headers: { authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'x'.repeat(65 * 1024) }),
    });
    expectProblem(json, 413, 'payload_too_large');
  });

  test('the publish route still takes a package', async () => {
    const publisher = await premiumPublisher(t);
    const { answer } = await publishTestExtension(t, publisher.apiToken);
    expect(answer.status).toBe(201);
  });
});

describe('the update check is rate limited per address', () => {
  test('over RATE_LIMIT_UPDATES_CHECK_IP it answers 429 with Retry-After, before the body is read', async () => {
    await withTestApp({ env: { RATE_LIMIT_UPDATES_CHECK_IP: '2/1m' } }, async (app) => {
      const check = () => app.post('/api/updates/check', updatesCheck);
      expect((await check()).status).toBe(200);
      expect((await check()).status).toBe(200);
      const limited = await check();
      expectProblem(limited, 429, 'rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own allowance.
      const other = await app.request({
        method: 'POST',
        url: '/api/updates/check',
        remoteAddress: '203.0.113.9',
        payload: updatesCheck,
      });
      expect(other.status).toBe(200);
    });
  });
});
