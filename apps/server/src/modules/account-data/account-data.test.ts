import { describe, expect, test } from 'vitest';
import { testPassword } from '../../test/test-app';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { currentCode, del, enableTwoFactor } from '../../test/two-factor-fixtures';
import { legalRetentionRules, type DeletedAccount } from './legal-retention';
import { expectProblem } from '../../test/expect-answer';

const t = useTestApp();

describe('GET /api/account/export', () => {
  test('is a JSON file with the profile, settings, sessions, tokens and history', async () => {
    const user = await t.signedIn({ full_name: 'Grace Hopper', company: 'Navy', country: 'NL' });
    await t.post('/api/login', { username_or_email: user.username, password: 'Wrong-password-1' });
    const token = await t.post('/api/tokens', { name: 'ci', scopes: ['read'] }, user.token);
    await t.get('/api/profile', token.body.api_token);
    await t.put('/api/settings', { telemetry_opt_out: true }, user.token);
    await t.post('/api/contact', {
      name: 'Grace',
      email: user.email,
      subject: 'Hello there',
      message: 'A question about plans and prices.',
    });

    const answer = await t.get('/api/account/export', user.token);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="sinyal-data-${user.username}-${t.clock.now().toISOString().slice(0, 10)}.json"`,
    );
    const data = answer.body;
    expect(data.format).toBe('sinyal-account-export/1');
    expect(data.profile).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      full_name: 'Grace Hopper',
      company: 'Navy',
      country: 'NL',
      sector: 'research',
      plan: 'lite',
    });
    expect(data.settings).toEqual({ telemetry_opt_out: true, newsletter_subscribed: false });
    expect(data.two_factor).toEqual({ enabled: false, enabled_at: null, recovery_codes_left: 0 });
    expect(data.sessions).toHaveLength(1);
    expect(data.api_tokens).toEqual([
      expect.objectContaining({ name: 'ci', scopes: ['read'], revoked_at: null }),
    ]);
    expect(data.login_history.map((login: { success: boolean }) => login.success)).toEqual([
      true,
      false,
    ]);
    expect(data.api_calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/profile' }),
    ]);
    expect(data.contact_messages).toEqual([expect.objectContaining({ subject: 'Hello there' })]);
  });

  test('holds no secret or hash: no password hash, token, TOTP secret or recovery code', async () => {
    const user = await t.signedIn();
    const { secret, recoveryCodes } = await enableTwoFactor(t, user.token);
    const apiToken = (await t.post('/api/tokens', { name: 'x', scopes: ['read'] }, user.token)).body
      .api_token as string;
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const answer = await t.get('/api/account/export', user.token);
    const text = JSON.stringify(answer.body);
    expect(answer.body.two_factor).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    for (const hidden of [
      row.password_hash,
      row.totp_secret ?? 'unset',
      secret,
      apiToken,
      user.token,
      ...recoveryCodes,
    ]) {
      expect(text).not.toContain(hidden);
    }
    expect(text).not.toMatch(/hash|secret/i);
  });
});

describe('DELETE /api/account', () => {
  test('asks for the password; a wrong one deletes nothing', async () => {
    const user = await t.signedIn();
    const missing = await del(t, '/api/account', user.token, {});
    expect(missing.status).toBe(400);
    const wrong = await del(t, '/api/account', user.token, { password: 'Wrong-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'password_wrong',
      field_codes: { password: 'password_wrong' },
    });
    expect((await t.get('/api/profile', user.token)).status).toBe(200);
  });

  test('removes the account and what belongs to it; every session and token stops working', async () => {
    const user = await t.signedIn();
    const other = await t.login(user.username);
    const apiToken = (await t.post('/api/tokens', { name: 'x', scopes: ['read'] }, user.token)).body
      .api_token as string;
    await t.get('/api/profile', apiToken);
    await t.post('/api/contact', {
      name: 'Ada',
      email: user.email,
      subject: 'Delete me',
      message: 'Please remove everything about me.',
    });
    const answer = await del(t, '/api/account', user.token, { password: testPassword });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toBe('Your account and its data were deleted.');
    for (const token of [user.token, other, apiToken]) {
      expect((await t.get('/api/profile', token)).status).toBe(401);
    }
    const login = await t.post('/api/login', {
      username_or_email: user.username,
      password: testPassword,
    });
    expectProblem(login, 401, 'invalid_credentials');
    for (const table of ['sessions', 'login_events', 'api_requests', 'email_tokens'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    const messages = await t.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', user.email)
      .execute();
    expect(messages).toEqual([]);
    expect((await t.mailsTo(user.email, 'account-deleted')).length).toBe(1);
    // The name is free again.
    expect(
      (await t.post('/api/register', t.registration({ username: user.username }))).status,
    ).toBe(201);
  });

  test('with 2FA on it needs a code (or a recovery code) too', async () => {
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const noCode = await del(t, '/api/account', user.token, { password: testPassword });
    expect(noCode.status).toBe(400);
    expect(noCode.body.field_codes).toEqual({ code: 'two_factor_code_required' });
    const wrong = await del(t, '/api/account', user.token, {
      password: testPassword,
      code: '000000',
    });
    expect(wrong.body.field_codes).toEqual({ code: 'two_factor_code_wrong' });
    expect((await t.get('/api/profile', user.token)).status).toBe(200);
    const right = await del(t, '/api/account', user.token, {
      password: testPassword,
      code: currentCode(t, secret),
    });
    expect(right.status).toBe(200);
    expect((await t.get('/api/profile', user.token)).status).toBe(401);
  });

  test('the legal retention rules run inside the deletion, before the rows go', async () => {
    const user = await t.signedIn({ full_name: 'Invoice Holder' });
    const kept: { account: DeletedAccount; stillThere: boolean }[] = [];
    const rule = async (
      trx: Parameters<(typeof legalRetentionRules)[number]>[0],
      account: DeletedAccount,
    ) => {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', account.id)
        .executeTakeFirst();
      kept.push({ account, stillThere: row !== undefined });
    };
    legalRetentionRules.push(rule);
    try {
      expect((await del(t, '/api/account', user.token, { password: testPassword })).status).toBe(
        200,
      );
    } finally {
      legalRetentionRules.splice(legalRetentionRules.indexOf(rule), 1);
    }
    expect(kept).toEqual([
      {
        account: expect.objectContaining({
          id: user.id,
          email: user.email,
          full_name: 'Invoice Holder',
        }),
        stillThere: true,
      },
    ]);
  });

  test('password checks are limited per account', async () => {
    await withTestApp({ env: { RATE_LIMIT_PASSWORD_CHECK_ACCOUNT: '2/15m' } }, async (limited) => {
      const user = await limited.signedIn();
      for (let i = 0; i < 2; i++) {
        expect(
          (await del(limited, '/api/account', user.token, { password: 'Wrong-password-1' })).status,
        ).toBe(400);
      }
      const third = await del(limited, '/api/account', user.token, { password: testPassword });
      expect(third.status).toBe(429);
      expect((await limited.get('/api/profile', user.token)).status).toBe(200);
    });
  });
});
