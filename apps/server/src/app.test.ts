import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from './test/use-test-app';
import { expectProblem } from './test/expect-answer';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await t.signedIn()).token;
});

const json = { 'content-type': 'application/json' };

describe('bad requests get a clear 4xx, never a 500', () => {
  test('a body over 64 KB is refused with 413 JSON before it is read', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/register',
      headers: json,
      payload: JSON.stringify({ full_name: 'x'.repeat(70 * 1024) }),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      code: 'payload_too_large',
      detail: 'The request body is too large (at most 64 KB)',
    });
  });

  test('malformed JSON is a 400 that says so', async () => {
    for (const payload of [
      '{bad',
      '{"username_or_email": "ada",}',
      '[1,2',
      '{"__proto__": {"x": 1}}',
    ]) {
      const answer = await t.request({ method: 'POST', url: '/api/login', headers: json, payload });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'invalid_json',
        detail: 'The request body is not valid JSON',
      });
    }
  });

  test('the NUL character in any text is refused with 400, naming the field', async () => {
    const answer = await t.request({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...json, authorization: `Bearer ${token}` },
      payload: JSON.stringify({ full_name: 'Ada\u0000Lovelace' }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'invalid_input',
      detail: 'Text must not contain the NUL character (U+0000)',
      fields: { full_name: 'Text must not contain the NUL character (U+0000)' },
      field_codes: { full_name: 'nul_character' },
    });
  });

  test('a body that is not an object is a 400 asking for one', async () => {
    for (const payload of ['null', '[]', '"text"', '42', '']) {
      const answer = await t.request({ method: 'POST', url: '/api/login', headers: json, payload });
      expectProblem(answer, 400, 'invalid_input');
      expect(answer.body.detail).toBe('Send a JSON object as the body');
    }
  });

  test('wrong types are a 400 with a message per field', async () => {
    const answer = await t.post('/api/login', {
      username_or_email: ['ada'],
      password: 12345678,
      remember_me: 'yes',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      username_or_email: 'Must be text',
      password: 'Must be text',
      remember_me: 'Must be true or false',
    });
    // zod's own checks have generic codes; the English names the expected type.
    expect(answer.body.field_codes).toEqual({
      username_or_email: 'invalid',
      password: 'invalid',
      remember_me: 'invalid',
    });
  });

  test('a missing field has the code "required"; a broken rule, the code of its message', async () => {
    const answer = await t.post('/api/login', { username_or_email: 'ada@' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'invalid_input',
      detail: 'Some fields are invalid',
      fields: { username_or_email: 'Invalid email format', password: 'This field is required' },
      field_codes: { username_or_email: 'invalid_email', password: 'required' },
    });
  });

  test.each([
    ['text/plain', 'username_or_email=ada&password=secret'],
    ['application/x-www-form-urlencoded', 'username_or_email=ada'],
  ])('a body that is not JSON (%s) is refused with 415', async (contentType, payload) => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({
      code: 'unsupported_media_type',
      detail: 'Send the request body as JSON (Content-Type: application/json)',
    });
  });

  test.each([
    ['Bearer', 'invalid_authorization'],
    ['Bearer ', 'invalid_authorization'],
    ['Basic YWRhOnNlY3JldA==', 'invalid_authorization'],
    ['Token abc', 'invalid_authorization'],
    ['Bearer a b', 'invalid_authorization'],
    ['bearer-abc', 'invalid_authorization'],
    ['Bearer not-a-real-token', 'unknown_token'],
    [`Bearer ${'A'.repeat(43)}`, 'unknown_token'],
    ["Bearer ' OR 1=1 --", 'invalid_authorization'],
  ])('Authorization "%s" is a 401 %s', async (header, code) => {
    const answer = await t.request({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: header },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(code);
    expect(answer.body.detail).toMatch(/Authorization: Bearer <token>|not known/);
    expect(answer.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  test('the scheme name is case-insensitive', async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `bearer ${token}` },
    });
    expect(answer.status).toBe(200);
  });

  test('odd values in every field of every route never cause a 500', async () => {
    const odd: unknown[] = [
      null,
      true,
      -1,
      1e308,
      '',
      "'; DROP TABLE users; --",
      '<script>alert(1)</script>',
      '\u0000\uFFFF\uD800',
      'ａｄａ@ｅｘａｍｐｌｅ.ｃｏｍ',
      { $gt: '' },
      ['a'],
      'x'.repeat(5000),
    ];
    const routes: Array<[string, string, string[]]> = [
      ['POST', '/api/login', ['username_or_email', 'password', 'remember_me', 'otp']],
      [
        'POST',
        '/api/register',
        ['email', 'username', 'password', 'sector', 'full_name', 'language'],
      ],
      ['POST', '/api/verify-email', ['token']],
      ['POST', '/api/resend-verification', ['username_or_email']],
      ['POST', '/api/forgot-password', ['username_or_email']],
      ['POST', '/api/reset-password', ['token', 'password']],
      ['POST', '/api/change-password', ['current_password', 'new_password']],
      ['PUT', '/api/profile', ['full_name', 'company']],
      ['POST', '/api/contact', ['name', 'email', 'subject', 'message']],
    ];
    for (const [method, url, fields] of routes) {
      for (const field of fields) {
        for (const value of odd) {
          const answer = await t.request({
            method: method as 'POST' | 'PUT',
            url,
            headers: { ...json, authorization: `Bearer ${token}`, 'x-forwarded-for': '10.0.0.1' },
            payload: JSON.stringify({ [field]: value }),
          });
          expect(answer.status, `${method} ${url} ${field}=${JSON.stringify(value)}`).toBeLessThan(
            500,
          );
          expect(answer.headers['content-type']).toMatch(/application\/json/);
        }
      }
    }
  });

  test('API answers carry strict headers and are never cached', async () => {
    const answer = await t.get('/api/profile', token);
    expect(answer.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    });
    const failed = await t.get('/api/profile');
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  test('an unknown API path is a JSON 404, not the web page', async () => {
    const answer = await t.get('/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      code: 'not_found',
      detail: 'No API route for GET /api/nothing-here',
    });
  });
});
