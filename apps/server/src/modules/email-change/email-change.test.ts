import { describe, expect, test } from 'vitest';
import { dayMs, hourMs } from '../../lib/clock';
import { testPassword } from '../../test/test-app';
import { useTestApp, withTestApp } from '../../test/use-test-app';
import { expectProblem } from '../../test/expect-answer';

const t = useTestApp();

function linkValue(link: string | undefined, name: string): string {
  const value = new URLSearchParams(new URL(link ?? '').hash.slice(1)).get(name);
  if (!value) throw new Error(`no ${name} in ${link}`);
  return value;
}

async function requestChange(user: { email: string; token: string }, newEmail: string) {
  const answer = await t.post(
    '/api/account/email',
    { new_email: newEmail, password: testPassword },
    user.token,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const [confirm] = await t.mailsTo(newEmail, 'email-change');
  const notices = await t.mailsTo(user.email, 'email-change-notice');
  return {
    confirmToken: linkValue(confirm?.link, 'token'),
    reportToken: linkValue(notices.at(-1)?.link, 'report'),
    notice: notices.at(-1),
  };
}

describe('e-mail change', () => {
  test('needs the password; the new address is verified before it takes effect; the old one is told', async () => {
    const user = await t.signedIn();
    const wrong = await t.post(
      '/api/account/email',
      { new_email: 'fresh@example.com', password: 'Wrong-password-1' },
      user.token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.field_codes).toEqual({ password: 'password_wrong' });
    expect(await t.mailsTo('fresh@example.com')).toEqual([]);

    const newEmail = `${user.username}-new@example.com`;
    const { confirmToken, notice } = await requestChange(user, newEmail);
    expect(notice?.text).toContain(newEmail);
    expect(notice?.link).toMatch(/^http:\/\/sinyal\.test\/email-change#report=/);
    // Nothing changes until the new address confirms.
    expect((await t.get('/api/profile', user.token)).body.email).toBe(user.email);

    const confirmed = await t.post('/api/account/email/confirm', { token: confirmToken });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.detail).toBe('Your email address was changed.');
    expect((await t.get('/api/profile', user.token)).body.email).toBe(newEmail);
    expect(await t.login(newEmail)).toBeTruthy();
    const old = await t.post('/api/login', {
      username_or_email: user.email,
      password: testPassword,
    });
    expect(old.status).toBe(401);
    // A link works once.
    const again = await t.post('/api/account/email/confirm', { token: confirmToken });
    expectProblem(again, 400, 'invalid_link');
  });

  test('reset links mailed to the old address stop working once the change is confirmed', async () => {
    const user = await t.signedIn();
    const before = await t.resetToken(user.email);
    const newEmail = `${user.username}-moved@example.com`;
    const { confirmToken } = await requestChange(user, newEmail);
    // Asked for while the change waited: the mail still went to the old address.
    const during = await t.resetToken(user.email);
    expect((await t.post('/api/account/email/confirm', { token: confirmToken })).status).toBe(200);

    for (const token of [before, during]) {
      const answer = await t.resetPassword(token, 'Taken-over-9!');
      expectProblem(answer, 400, 'invalid_link');
    }
    expect(await t.login(newEmail)).toBeTruthy();
    // The new address gets links that work.
    const after = await t.resetToken(newEmail);
    expect((await t.resetPassword(after, 'Fresh-start-9!')).status).toBe(200);
  });

  test('a reset link that was on its way to the old address as the change went through is refused too', async () => {
    const user = await t.signedIn();
    const token = await t.resetToken(user.email);
    const { confirmToken } = await requestChange(user, `${user.username}-gone@example.com`);
    expect((await t.post('/api/account/email/confirm', { token: confirmToken })).status).toBe(200);
    // As if the link had been written just after the change retired the others: a link is good
    // only for the address it went to.
    await t.db
      .updateTable('email_tokens')
      .set({ used_at: null })
      .where('user_id', '=', user.id)
      .execute();
    const answer = await t.resetPassword(token, 'Taken-over-9!');
    expectProblem(answer, 400, 'invalid_link');
  });

  test('the confirmation link expires after 24 hours', async () => {
    const user = await t.signedIn();
    const { confirmToken } = await requestChange(user, `${user.username}-late@example.com`);
    t.clock.advance(24 * hourMs);
    const late = await t.post('/api/account/email/confirm', { token: confirmToken });
    expectProblem(late, 400, 'invalid_link');
  });

  test('reporting from the old address undoes the change, signs out everywhere and asks for a new password', async () => {
    const user = await t.signedIn();
    const other = await t.login(user.username);
    const apiToken = (await t.post('/api/tokens', { name: 'x', scopes: ['read'] }, user.token)).body
      .api_token as string;
    const newEmail = `${user.username}-thief@example.com`;
    const { confirmToken, reportToken } = await requestChange(user, newEmail);
    await t.post('/api/account/email/confirm', { token: confirmToken });

    t.clock.advance(3 * dayMs);
    const reported = await t.post('/api/account/email/report', { token: reportToken });
    expect(reported.status).toBe(200);
    expect(reported.body.detail).toBe(
      'The change was undone and every session was logged out. We sent a link to set a new password.',
    );
    for (const token of [user.token, other, apiToken]) {
      expect((await t.get('/api/profile', token)).status).toBe(401);
    }
    // The password known to whoever asked no longer works, by either address.
    for (const login of [user.email, newEmail, user.username]) {
      const answer = await t.post('/api/login', {
        username_or_email: login,
        password: testPassword,
      });
      expect(answer.status).toBe(401);
    }
    // A reset link goes to the old address, which is the account's again.
    const resetToken = await t.linkToken(user.email, 'reset');
    const reset = await t.resetPassword(resetToken, 'Taken-back-2026');
    expect(reset.status).toBe(200);
    const session = await t.login(user.email, 'Taken-back-2026');
    expect((await t.get('/api/profile', session)).body.email).toBe(user.email);
    expect((await t.post('/api/account/email/report', { token: reportToken })).status).toBe(400);
  });

  test('reporting before confirmation cancels the change', async () => {
    const user = await t.signedIn();
    const { confirmToken, reportToken } = await requestChange(
      user,
      `${user.username}-x@example.com`,
    );
    expect((await t.post('/api/account/email/report', { token: reportToken })).status).toBe(200);
    const confirm = await t.post('/api/account/email/confirm', { token: confirmToken });
    expectProblem(confirm, 400, 'invalid_link');
  });

  test('the same address, a taken address and bad input get 4xx with their codes', async () => {
    const user = await t.signedIn();
    const taken = await t.signedIn();
    const same = await t.post(
      '/api/account/email',
      { new_email: user.email.toUpperCase(), password: testPassword },
      user.token,
    );
    expect(same.status).toBe(400);
    expect(same.body.field_codes).toEqual({ new_email: 'email_unchanged' });
    const conflict = await t.post(
      '/api/account/email',
      { new_email: taken.email, password: testPassword },
      user.token,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.field_codes).toEqual({ new_email: 'email_taken' });
    const empty = await t.post('/api/account/email', { new_email: '', password: '' }, user.token);
    expect(empty.status).toBe(400);
    expect(empty.body.field_codes).toEqual({
      new_email: 'email_required',
      password: 'password_required',
    });
    const link = await t.post('/api/account/email/confirm', { token: 'not-a-token' });
    expectProblem(link, 400, 'invalid_link');
  });

  test('an address taken while the link waited is not applied', async () => {
    const user = await t.signedIn();
    const wanted = `${user.username}-wanted@example.com`;
    const { confirmToken } = await requestChange(user, wanted);
    await t.registerVerified({ email: wanted });
    const answer = await t.post('/api/account/email/confirm', { token: confirmToken });
    expectProblem(answer, 409, 'email_change_taken');
    expect((await t.get('/api/profile', user.token)).body.email).toBe(user.email);
  });

  test('change requests are limited per account', async () => {
    await withTestApp({ env: { RATE_LIMIT_EMAIL_CHANGE_ACCOUNT: '1/1h' } }, async (limited) => {
      const user = await limited.signedIn();
      const body = (n: number) => ({
        new_email: `n${n}-${user.username}@example.com`,
        password: testPassword,
      });
      expect((await limited.post('/api/account/email', body(1), user.token)).status).toBe(200);
      const second = await limited.post('/api/account/email', body(2), user.token);
      expect(second.status).toBe(429);
      expect(await limited.mailsTo(body(2).new_email)).toEqual([]);
    });
  });

  test('the limit holds for requests sent all at once: two mailed, the rest 429', async () => {
    await withTestApp({ env: { RATE_LIMIT_EMAIL_CHANGE_ACCOUNT: '2/1h' } }, async (limited) => {
      const user = await limited.signedIn();
      const addresses = Array.from({ length: 8 }, (_, n) => `m${n}-${user.username}@example.com`);
      const answers = await Promise.all(
        addresses.map((address) =>
          limited.post(
            '/api/account/email',
            { new_email: address, password: testPassword },
            user.token,
          ),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
      const mailed = await Promise.all(addresses.map((address) => limited.mailsTo(address)));
      expect(mailed.filter((mails) => mails.length > 0)).toHaveLength(2);
    });
  });
});
