import { describe, expect, test } from 'vitest';
import { hourMs } from '../../lib/clock';
import { fieldError, testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const invalidLink = fieldError(
  'token',
  'invalid_link',
  'This link is invalid or has expired. Request a new one.',
);

/** The answer of a link that was used already or has expired. */
function expectInvalidLink(answer: { status: number; body: unknown }) {
  expect(answer.status).toBe(400);
  expect(answer.body).toEqual(invalidLink);
}

async function registerUnverified() {
  const form = t.registration();
  await t.post('/api/register', form);
  return form;
}

describe('POST /api/verify-email', () => {
  test('the mailed link verifies the address once; opened again it says the address is already verified', async () => {
    const form = await registerUnverified();
    const token = await t.linkToken(form.email, 'verify');
    const first = await t.post('/api/verify-email', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ detail: 'Your email is verified. You can log in now.' });
    expect(await t.login(form.username)).toBeTruthy();

    for (const later of [0, 3 * 24 * hourMs]) {
      t.clock.advance(later);
      const again = await t.post('/api/verify-email', { token });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        code: 'email_already_verified',
        detail: 'This email address is already verified. You can log in.',
      });
    }
  });

  test('a link replaced by a newer one says "already verified" only once the newer one verified the address', async () => {
    const form = await registerUnverified();
    const oldToken = await t.linkToken(form.email, 'verify');
    await t.post('/api/resend-verification', { username_or_email: form.email });
    const newToken = await t.linkToken(form.email, 'verify');
    expectInvalidLink(await t.post('/api/verify-email', { token: oldToken }));
    expect((await t.post('/api/verify-email', { token: newToken })).status).toBe(200);
    expect((await t.post('/api/verify-email', { token: oldToken })).body.code).toBe(
      'email_already_verified',
    );
  });

  test('a used password-reset link never passes for a verification link', async () => {
    const user = await t.registerVerified();
    const resetToken = await t.resetToken(user.email);
    expect((await t.resetPassword(resetToken, 'N3w!Passw0rd-long')).status).toBe(200);
    expectInvalidLink(await t.post('/api/verify-email', { token: resetToken }));
  });

  test('the link expires after 24 hours', async () => {
    const form = await registerUnverified();
    const token = await t.linkToken(form.email, 'verify');
    t.clock.advance(24 * hourMs);
    expectInvalidLink(await t.post('/api/verify-email', { token }));
    const login = await t.loginAnswer(form.username);
    expect(login.status).toBe(403);
  });

  test('a made-up or malformed token is refused without a 500', async () => {
    for (const token of ['x'.repeat(43), 'not a token', "' OR 1=1 --", 'a'.repeat(200)]) {
      const answer = await t.post('/api/verify-email', { token });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_link');
    }
    expect((await t.post('/api/verify-email', { token: 42 })).status).toBe(400);
  });

  test('link tokens are stored hashed: the database never holds the mailed token', async () => {
    const form = await registerUnverified();
    const token = await t.linkToken(form.email, 'verify');
    const rows = await t.db.selectFrom('email_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('POST /api/resend-verification', () => {
  const sent = {
    detail: 'If an account with an unverified email matches, we sent a new link. Check your inbox.',
  };

  test('answers the same for an unverified account, a verified one and no account', async () => {
    const unverified = await registerUnverified();
    const verified = await t.registerVerified();
    const answers = await Promise.all(
      [unverified.email, verified.email, 'nobody@example.com', 'nobody'].map((login) =>
        t.post('/api/resend-verification', { username_or_email: login }),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(sent);
    }
    // Only the unverified account gets a second mail.
    expect(await t.mailsTo(unverified.email, 'verify')).toHaveLength(2);
    expect(await t.mailsTo(verified.email, 'verify')).toHaveLength(1);
  });

  test('a new link replaces the old one, and works with the username too', async () => {
    const form = await registerUnverified();
    const oldToken = await t.linkToken(form.email, 'verify');
    await t.post('/api/resend-verification', { username_or_email: form.username.toUpperCase() });
    const newToken = await t.linkToken(form.email, 'verify');
    expect(newToken).not.toBe(oldToken);
    expect((await t.post('/api/verify-email', { token: oldToken })).status).toBe(400);
    expect((await t.post('/api/verify-email', { token: newToken })).status).toBe(200);
  });
});

describe('POST /api/forgot-password and /api/reset-password', () => {
  const linkSent = {
    detail: 'If an account matches, we sent a link to reset the password. Check your inbox.',
  };

  test('answers the same whether or not the account exists; mails only a real account', async () => {
    const user = await t.registerVerified();
    const known = await t.post('/api/forgot-password', { username_or_email: user.email });
    const unknown = await t.post('/api/forgot-password', {
      username_or_email: 'ghost@example.com',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(linkSent);
    expect(unknown.body).toEqual(linkSent);
    const [mail] = await t.mailsTo(user.email, 'reset');
    expect(mail?.link).toMatch(/^http:\/\/sinyal\.test\/reset-password#token=[\w-]{43}$/);
    expect(await t.mailsTo('ghost@example.com')).toHaveLength(0);
  });

  test('the link sets a new password once; the old password stops working', async () => {
    const user = await t.registerVerified();
    const token = await t.resetToken(user.email, user.username);
    const newPassword = 'Difference-Engine2';
    const reset = await t.resetPassword(token, newPassword);
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({
      detail: 'Your password was changed. Log in with the new password.',
    });

    expect((await t.loginAnswer(user.username)).status).toBe(401);
    expect(await t.login(user.username, newPassword)).toBeTruthy();

    expectInvalidLink(await t.resetPassword(token, 'Another-password3'));
  });

  test('the reset link expires after 1 hour', async () => {
    const user = await t.registerVerified();
    const token = await t.resetToken(user.email);
    t.clock.advance(hourMs);
    expectInvalidLink(await t.resetPassword(token, 'Difference-Engine2'));
  });

  test('a reset signs out every session and revokes the API token', async () => {
    const user = await t.registerVerified();
    const sessionA = await t.login(user.username);
    const sessionB = await t.login(user.username, testPassword, true);
    const apiToken = (await t.post('/api/generate-api-token', undefined, sessionA)).body.api_token;
    expect((await t.get('/api/profile', apiToken)).status).toBe(200);

    const token = await t.resetToken(user.email);
    const reset = await t.resetPassword(token, 'Difference-Engine2');
    expect(reset.status).toBe(200);
    for (const revoked of [sessionA, sessionB, apiToken]) {
      expect((await t.post('/api/auth/validate', undefined, revoked)).status).toBe(401);
    }
  });

  test('the new password follows the same rules and messages as registration', async () => {
    const user = await t.registerVerified();
    const token = await t.resetToken(user.email);
    const answer = await t.resetPassword(token, 'short', 'other');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords do not match',
    });
    // A refused attempt does not use the link up.
    const retry = await t.resetPassword(token, 'Difference-Engine2');
    expect(retry.status).toBe(200);
  });

  test('resetting through the mailed link also verifies the address', async () => {
    const form = await registerUnverified();
    const token = await t.resetToken(form.email);
    await t.resetPassword(token, 'Difference-Engine2');
    expect(await t.login(form.username, 'Difference-Engine2')).toBeTruthy();
  });
});
