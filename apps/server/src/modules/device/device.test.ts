import { describe, expect, test } from 'vitest';
import { userCodeAlphabet } from '@sinyal/contracts/licence';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { testDevice } from '../../test/device-fixtures';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';

const t = useTestApp();

const authorize = async () => {
  const answer = await t.post('/api/device/authorize', testDevice);
  expect(answer.status).toBe(200);
  return answer.body as { device_code: string; user_code: string; interval: number };
};
const poll = (deviceCode: string) => t.post('/api/device/token', { device_code: deviceCode });
/**
 * The device's poll gets the RFC 8628 error `code` (in `code` and in `error`), with `more`; the
 * RFC's `error_description` says what `detail` says.
 */
async function expectPollError(deviceCode: string, code: string, more: object = {}) {
  const answer = await poll(deviceCode);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code, error: code, ...more });
  expect(answer.body.error_description).toBe(answer.body.detail);
  return answer.body as { detail: string };
}
const seconds = (s: number) => t.clock.advance(s * 1000);

describe('POST /api/device/authorize', () => {
  test('answers the fields of RFC 8628 with a code that is easy to type', async () => {
    const answer = await t.post('/api/device/authorize', { ...testDevice, mac_address: null });
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.device_code).toMatch(/^[\w-]{43}$/);
    expect(body.user_code).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    for (const letter of body.user_code.replace('-', '')) {
      expect(userCodeAlphabet).toContain(letter);
    }
    expect(body).toMatchObject({
      verification_uri: 'http://sinyal.test/activate',
      verification_uri_complete: `http://sinyal.test/activate?user_code=${body.user_code}`,
      expires_in: 900,
      interval: 5,
    });
  });

  test('a MAC address is refused unless it is null, and never stored', async () => {
    const refused = await t.post('/api/device/authorize', {
      ...testDevice,
      mac_address: '00:1a:2b:3c:4d:5e',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty('mac_address');
    const columns = Object.keys(
      (await t.db.selectFrom('device_authorizations').selectAll().executeTakeFirst()) ?? {},
    );
    expect(columns).not.toContain('mac_address');
    expect(columns).not.toContain('device_code');
  });

  test('a device describes itself in plain text', async () => {
    const answer = await t.post('/api/device/authorize', {
      device_name: 'Lab\nPC',
      os: '',
      app_version: '1.0 beta',
    });
    expectFieldCodes(answer, {
      device_name: 'device_name_invalid',
      os: 'device_os_invalid',
      app_version: 'app_version_invalid',
    });
  });
});

describe('POST /api/device/token', () => {
  test('pending, then slow_down when polled too fast, then the token once approved', async () => {
    const user = await t.signedIn();
    const started = await authorize();

    await expectPollError(started.device_code, 'authorization_pending');

    seconds(2);
    const tooFast = await expectPollError(started.device_code, 'slow_down', { interval: 10 });
    expect(tooFast.detail).toBe('Polling too fast: wait at least 10 seconds between requests');

    // The interval has grown: 5 seconds is now too fast too, 10 is fine.
    seconds(5);
    await expectPollError(started.device_code, 'slow_down', { interval: 15 });
    seconds(15);
    await expectPollError(started.device_code, 'authorization_pending');

    const approved = await t.post(
      '/api/device/approve',
      { user_code: started.user_code },
      user.token,
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({
      decision: 'approved',
      detail: 'Device approved. You can go back to the app.',
    });

    seconds(15);
    const issued = await poll(started.device_code);
    expect(issued.status).toBe(200);
    expect(issued.body.device_token).toMatch(/^[\w-]{43}$/);
    expect(issued.body.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(issued.body).toMatchObject({
      access_token: issued.body.device_token,
      token_type: 'Bearer',
    });

    seconds(15);
    await expectPollError(started.device_code, 'invalid_grant');
  });

  test('a denied sign-in answers access_denied and gives no token', async () => {
    const user = await t.signedIn();
    const started = await authorize();
    const denied = await t.post('/api/device/deny', { user_code: started.user_code }, user.token);
    expect(denied.body).toMatchObject({ decision: 'denied' });
    await expectPollError(started.device_code, 'access_denied');
  });

  test('a code expires after 15 minutes, for the device and for the user', async () => {
    const user = await t.signedIn();
    const started = await authorize();
    seconds(15 * 60);
    await expectPollError(started.device_code, 'expired_token');
    const late = await t.post('/api/device/approve', { user_code: started.user_code }, user.token);
    expectProblem(late, 404, 'user_code_not_found');
  });

  test('an unknown device code or another grant type is refused by name', async () => {
    await expectPollError('A'.repeat(43), 'invalid_grant');
    const started = await authorize();
    const wrongGrant = await t.post('/api/device/token', {
      grant_type: 'authorization_code',
      device_code: started.device_code,
    });
    expect(wrongGrant.body).toMatchObject({
      code: 'unsupported_grant_type',
      error: 'unsupported_grant_type',
    });
    const rfcGrant = await t.post('/api/device/token', {
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
      device_code: started.device_code,
    });
    expect(rfcGrant.body.code).toBe('authorization_pending');
  });
});

describe('the activate page calls', () => {
  test('a code typed in lower case, with spaces or without the dash, finds the device', async () => {
    const user = await t.signedIn();
    const started = await authorize();
    const typed = ` ${started.user_code.toLowerCase().replace('-', ' ')} `;
    const found = await t.post('/api/device/lookup', { user_code: typed }, user.token);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      user_code: started.user_code,
      device_name: 'Lab PC',
      os: 'Linux',
      app_version: '1.0.0',
    });
    await t.post('/api/device/approve', { user_code: started.user_code }, user.token);
    const decided = await t.post('/api/device/lookup', { user_code: typed }, user.token);
    expectProblem(decided, 409, 'user_code_decided');
  });

  test('a code that cannot be one is a field error; a signed-in web session is needed', async () => {
    const user = await t.signedIn();
    const malformed = await t.post('/api/device/lookup', { user_code: 'AEIO-0123' }, user.token);
    expectFieldCodes(malformed, { user_code: 'user_code_invalid' });
    expect((await t.post('/api/device/approve', { user_code: 'BCDF-GHJK' })).status).toBe(401);
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token;
    const withToken = await t.post('/api/device/approve', { user_code: 'BCDF-GHJK' }, apiToken);
    expect(withToken.status).toBe(403);
  });
});

describe('attempts are limited', () => {
  test('wrong codes per account, and every try per address', async () => {
    await withTestApp(
      {
        env: { RATE_LIMIT_DEVICE_CODE_ACCOUNT: '3/15m', RATE_LIMIT_DEVICE_CODE_IP: '6/15m' },
      },
      async (limited) => {
        const user = await limited.signedIn();
        const started = (await limited.post('/api/device/authorize', testDevice)).body;
        for (const guess of ['BBBB-BBBB', 'CCCC-CCCC', 'DDDD-DDDD']) {
          const wrong = await limited.post('/api/device/lookup', { user_code: guess }, user.token);
          expect(wrong.status).toBe(404);
        }
        // The account has used its wrong guesses: even the right code waits now.
        const blocked = await limited.post(
          '/api/device/lookup',
          { user_code: started.user_code },
          user.token,
        );
        expect(blocked.status).toBe(429);
        expect(blocked.body.retry_after_s).toBeGreaterThan(0);

        // Another account from the same address still has tries, until the address runs out.
        const other = await limited.signedIn();
        const tries = [];
        for (let i = 0; i < 3; i++) {
          tries.push(
            (
              await limited.post(
                '/api/device/lookup',
                { user_code: started.user_code },
                other.token,
              )
            ).status,
          );
        }
        expect(tries).toEqual([200, 200, 429]);
      },
    );
  });
});

/** A form body as RFC 6749 §3.2 and RFC 8628 §3.1 send it. */
const formOf = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (url: string, body: string) =>
  t.post(url, body, undefined, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const deviceForm = { client_id: 'sinyal-desktop', ...testDevice };
const grant = { grant_type: 'urn:ietf:params:oauth:grant-type:device_code' };

describe('RFC 8628 as a standard OAuth client speaks it', () => {
  test('authorize and token take form bodies, and the whole sign-in works with them', async () => {
    const user = await t.signedIn();
    const started = await postForm('/api/device/authorize', formOf(deviceForm));
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ expires_in: 900, interval: 5 });

    const pending = await postForm(
      '/api/device/token',
      formOf({ ...grant, client_id: 'sinyal-desktop', device_code: started.body.device_code }),
    );
    expect(pending.status).toBe(400);
    expect(pending.body).toMatchObject({
      error: 'authorization_pending',
      error_description:
        'The sign-in is waiting for the user to approve it: poll again after the interval',
    });

    const found = await t.post(
      '/api/device/lookup',
      { user_code: started.body.user_code },
      user.token,
    );
    expect(found.body).toMatchObject({ device_name: 'Lab PC', os: 'Linux', app_version: '1.0.0' });
    await t.post('/api/device/approve', { user_code: started.body.user_code }, user.token);
    seconds(5);
    const issued = await postForm(
      '/api/device/token',
      formOf({ ...grant, device_code: started.body.device_code }),
    );
    expect(issued.status).toBe(200);
    expect(issued.body).toEqual({
      device_token: expect.stringMatching(/^[\w-]{43}$/),
      device_id: expect.any(String),
      access_token: issued.body.device_token,
      token_type: 'Bearer',
    });
  });

  test('token answers are never cached, successes and errors alike', async () => {
    const answers = [
      await postForm('/api/device/token', formOf({ ...grant, device_code: 'A'.repeat(43) })),
      await postForm('/api/device/authorize', formOf(deviceForm)),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.pragma).toBe('no-cache');
    }
  });

  test('a form must name the grant type, and only the device code grant is known', async () => {
    const started = await authorize();
    const missing = await postForm(
      '/api/device/token',
      formOf({ device_code: started.device_code }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request', code: 'grant_type_required' });
    const other = await postForm(
      '/api/device/token',
      formOf({ grant_type: 'client_credentials', device_code: started.device_code }),
    );
    expect(other.body).toMatchObject({
      error: 'unsupported_grant_type',
      error_description: "grant_type must be 'urn:ietf:params:oauth:grant-type:device_code'",
    });
    // JSON from the desktop app may leave grant_type out, as it always has.
    expect((await poll(started.device_code)).body.error).toBe('authorization_pending');
  });

  test('an unknown client_id is invalid_client, at both endpoints', async () => {
    const started = await authorize();
    const answers = [
      await postForm('/api/device/authorize', formOf({ ...deviceForm, client_id: 'other-app' })),
      await postForm(
        '/api/device/token',
        formOf({ ...grant, client_id: 'other-app', device_code: started.device_code }),
      ),
      await t.post('/api/device/authorize', { ...testDevice, client_id: 'other-app' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        error: 'invalid_client',
        // RFC 6749 §5.2 allows no double quote in error_description; detail keeps them.
        detail:
          'Unknown client_id: the desktop app signs in as "sinyal-desktop", the publishing tool as "sinyal-ext"',
        error_description:
          "Unknown client_id: the desktop app signs in as 'sinyal-desktop', the publishing tool as 'sinyal-ext'",
      });
    }
  });

  test('a refused request is invalid_request with the field named', async () => {
    const answer = await postForm(
      '/api/device/authorize',
      formOf({ client_id: 'sinyal-desktop', device_name: 'Lab PC', os: 'Linux' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'invalid_request',
      error_description: 'This field is required',
      field_codes: { app_version: 'required' },
    });
  });

  test('an empty parameter counts as omitted; a repeated one is refused', async () => {
    const empty = await postForm(
      '/api/device/authorize',
      `${formOf(deviceForm)}&mac_address=&scope=`,
    );
    expect(empty.status).toBe(200);
    const repeated = await postForm(
      '/api/device/authorize',
      `${formOf(deviceForm)}&device_name=Other`,
    );
    expect(repeated.status).toBe(400);
    expect(repeated.body).toMatchObject({
      error: 'invalid_request',
      field_codes: { device_name: 'parameter_repeated' },
    });
  });

  test('a form body is bounded like JSON, and other bodies are refused by name', async () => {
    const tooLarge = await postForm(
      '/api/device/authorize',
      formOf({ ...deviceForm, padding: 'x'.repeat(64 * 1024) }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ code: 'payload_too_large', error: 'invalid_request' });
    const text = await t.post('/api/device/token', 'device_code=x', undefined, {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ code: 'form_or_json_required', error: 'invalid_request' });
  });

  test('only the two device endpoints read forms: the activate page calls take JSON', async () => {
    const user = await t.signedIn();
    const started = await authorize();
    const approve = await t.post(
      '/api/device/approve',
      formOf({ user_code: started.user_code }),
      user.token,
      { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );
    expect(approve.status).toBe(415);
    expect(approve.body).toEqual({
      code: 'unsupported_media_type',
      detail: 'Send the request body as JSON (Content-Type: application/json)',
    });
  });
});

describe('GET /.well-known/oauth-authorization-server', () => {
  test('describes the device sign-in (RFC 8414) under PUBLIC_URL', async () => {
    const answer = await t.get('/.well-known/oauth-authorization-server');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      issuer: 'http://sinyal.test',
      device_authorization_endpoint: 'http://sinyal.test/api/device/authorize',
      token_endpoint: 'http://sinyal.test/api/device/token',
      grant_types_supported: ['urn:ietf:params:oauth:grant-type:device_code'],
      response_types_supported: [],
      token_endpoint_auth_methods_supported: ['none'],
      service_documentation: 'http://sinyal.test/api/docs',
    });
  });
});
