import { describe, expect, test } from 'vitest';
import { expectProblem } from '../../test/expect-answer';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('settings', () => {
  test('start from the registration (newsletter) with telemetry on, and are saved on the server', async () => {
    const user = await t.signedIn({ newsletter_subscribed: true });
    expect((await t.get('/api/settings', user.token)).body).toEqual({
      telemetry_opt_out: false,
      newsletter_subscribed: true,
    });
    const saved = await t.put('/api/settings', { telemetry_opt_out: true }, user.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ telemetry_opt_out: true, newsletter_subscribed: true });
    await t.put('/api/settings', { newsletter_subscribed: false }, user.token);
    const other = await t.login(user.username);
    expect((await t.get('/api/settings', other)).body).toEqual({
      telemetry_opt_out: true,
      newsletter_subscribed: false,
    });
  });

  test('an API token may read them (the desktop app honours the opt-out) but not change them', async () => {
    const user = await t.signedIn();
    const token = (await t.post('/api/tokens', { name: 'app', scopes: ['read'] }, user.token)).body
      .api_token as string;
    expect((await t.get('/api/settings', token)).status).toBe(200);
    const put = await t.put('/api/settings', { telemetry_opt_out: true }, token);
    expectProblem(put, 403, 'session_required');
  });

  test('a value that is not a boolean is a 400 naming the field', async () => {
    const user = await t.signedIn();
    const answer = await t.put('/api/settings', { telemetry_opt_out: 'yes' }, user.token);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.fields)).toEqual(['telemetry_opt_out']);
    expect((await t.get('/api/settings')).status).toBe(401);
  });
});
