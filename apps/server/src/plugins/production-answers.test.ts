import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { testDevice } from '../test/device-fixtures';
import { expectProblem } from '../test/expect-answer';

/**
 * Production once answered what the tests never saw. A device code of the wrong form
 * got a 500 (the token endpoint's own 400 schema did not take the 400 of a refused body), and a GET
 * of an unknown /api path got the site's text 404 without the API's headers (the built site's
 * wildcard route took it; the tests ran without a built site). This server runs as production
 * does: its answers are written without the check against zod, and it serves a built site.
 */
let webDist = '';
const t = useTestApp(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-built-site-'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Sinyal</title>');
  return { production: true, env: { WEB_DIST: webDist } };
});
afterAll(() => fs.rm(webDist, { recursive: true, force: true }));

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const apiHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

describe('in production, error paths answer the JSON the tests expect', () => {
  test('the server under test runs as production, with a built site', async () => {
    expect(t.config.env).toBe('production');
    const page = await t.get('/');
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('<title>Sinyal</title>');
  });

  test('a device code of the wrong form is a 400 invalid_request, not a 500', async () => {
    for (const sent of [
      t.post('/api/device/token', { device_code: 'unknown' }),
      t.post('/api/device/token', 'grant_type=x&device_code=unknown', undefined, {
        headers: form,
      }),
      t.post('/api/device/token', {}),
    ]) {
      const answer = await sent;
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'invalid_input',
        error: 'invalid_request',
        error_description: expect.any(String),
        field_codes: { device_code: expect.any(String) },
      });
    }
  });

  test('an unknown device code, JSON or form, is invalid_grant', async () => {
    const code = 'A'.repeat(43);
    const json = await t.post('/api/device/token', { device_code: code });
    const viaForm = await t.post(
      '/api/device/token',
      `grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Adevice_code&device_code=${code}`,
      undefined,
      { headers: form },
    );
    for (const answer of [json, viaForm]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'invalid_grant',
        detail: 'Unknown or already used device code',
        error: 'invalid_grant',
        error_description: 'Unknown or already used device code',
      });
    }
  });

  test.each(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const)(
    '%s on an unknown /api path is the API JSON 404 with the API headers',
    async (method) => {
      for (const url of ['/api/no-such-thing', '/api/extensions/a/b/c/d', '/api', '/api/']) {
        const answer = await t.request({ method, url });
        expect(answer.status, url).toBe(404);
        expect(answer.headers, url).toMatchObject(apiHeaders);
        if (method === 'HEAD') continue;
        expect(answer.body, url).toEqual({
          code: 'not_found',
          detail: `No API route for ${method} ${url}`,
        });
      }
    },
  );

  test('a path whose %-escapes do not decode is a 400 in the API shape', async () => {
    for (const url of ['/api/%', '/api/device/%E0%A4%A', '/%']) {
      const answer = await t.get(url);
      expect(answer.status, url).toBe(400);
      expect(answer.headers, url).toMatchObject(apiHeaders);
      expect(answer.body, url).toEqual({
        code: 'bad_request',
        detail: 'The request could not be understood',
      });
    }
  });

  test('an unknown /api path is a 404 whatever its body', async () => {
    const answer = await t.post('/api/no-such-thing', 'x', undefined, {
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(answer, 404, 'not_found');
  });

  test('refused bodies and missing tokens answer in the API shape', async () => {
    const badJson = await t.post('/api/login', '{"username_or_email":', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({
      code: 'invalid_json',
      detail: 'The request body is not valid JSON',
    });

    const text = await t.post('/api/login', 'hello', undefined, {
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(text, 415, 'unsupported_media_type');

    const tooLarge = await t.post('/api/contact', { message: 'x'.repeat(70 * 1024) });
    expectProblem(tooLarge, 413, 'payload_too_large');

    const anonymous = await t.get('/api/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers).toMatchObject(apiHeaders);

    const invalid = await t.post('/api/register', { ...t.registration(), email: 'not-mail' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.field_codes).toHaveProperty('email');
  });

  test('the device sign-in works end to end', async () => {
    const user = await t.signedIn();
    const started = await t.post('/api/device/authorize', testDevice);
    expect(started.status).toBe(200);
    await t.post('/api/device/approve', { user_code: started.body.user_code }, user.token);
    const issued = await t.post('/api/device/token', { device_code: started.body.device_code });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
  });
});
