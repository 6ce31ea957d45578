import { describe, expect, test } from 'vitest';
import { fieldError, testPassword } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const newPassword = 'Difference-Engine2';

/** The form as typed: the current password, the new one and its confirmation. */
const changeForm = (current = testPassword, next = newPassword, confirm = next) => ({
  current_password: current,
  new_password: next,
  confirm_password: confirm,
});

const changePassword = (token: string | undefined, form = changeForm()) =>
  t.post('/api/change-password', form, token);

describe('POST /api/change-password', () => {
  test('changes the password and signs out the other sessions, keeping this one', async () => {
    const user = await t.signedIn();
    const other = await t.login(user.username);
    const answer = await changePassword(user.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      detail: 'Your password was changed. Your other sessions were logged out.',
    });
    expect((await t.post('/api/auth/validate', undefined, user.token)).status).toBe(200);
    expect((await t.post('/api/auth/validate', undefined, other)).status).toBe(401);
    expect((await t.loginAnswer(user.username)).status).toBe(401);
    expect(await t.login(user.username, newPassword)).toBeTruthy();
  });

  test('revokes the API tokens and the reset links mailed before the change', async () => {
    const user = await t.signedIn();
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token as string;
    expect((await t.get('/api/profile', apiToken)).status).toBe(200);
    const resetToken = await t.resetToken(user.email);

    const answer = await changePassword(user.token);
    expect(answer.status).toBe(200);
    expect((await t.get('/api/profile', apiToken)).status).toBe(401);
    const reset = await t.resetPassword(resetToken, 'Someone-elses1');
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('invalid_link');
    expect(await t.login(user.username, newPassword)).toBeTruthy();
  });

  test('a wrong current password is refused with its field message', async () => {
    const user = await t.signedIn();
    const answer = await changePassword(user.token, changeForm('Not-my-password1'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(
      fieldError('current_password', 'wrong_password', 'Current password is incorrect'),
    );
    expect(await t.login(user.username, testPassword)).toBeTruthy();
  });

  test('the new password follows the registration rules', async () => {
    const user = await t.signedIn();
    const answer = await changePassword(user.token, changeForm('', 'short', 'different'));
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({
      current_password: 'Current password is required',
      new_password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords do not match',
    });
  });

  test('needs a session: no token is 401, an API token is 403', async () => {
    const user = await t.signedIn();
    expect((await changePassword(undefined)).status).toBe(401);
    const apiToken = (await t.post('/api/generate-api-token', undefined, user.token)).body
      .api_token;
    const withApiToken = await changePassword(apiToken);
    expect(withApiToken.status).toBe(403);
    expect(withApiToken.body).toEqual({
      code: 'session_required',
      detail: 'This action needs the session of a login; an API token cannot do it.',
    });
  });
});

describe('GET /api/sessions', () => {
  test('lists the active sessions (not the revoked ones) and marks the current one', async () => {
    const user = await t.signedIn();
    const second = await t.login(user.username);
    const third = await t.login(user.username);
    await t.post('/api/logout', undefined, third);
    const answer = await t.get('/api/sessions', second);
    expect(answer.status).toBe(200);
    expect(answer.body.sessions).toHaveLength(2);
    expect(answer.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(answer.body.logins).toHaveLength(3);
  });
});
