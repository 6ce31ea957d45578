import { expect } from 'vitest';
import { codeAt } from '../modules/two-factor/totp';
import { testPassword, type Answer, type TestApp } from './test-app';

export const totpPeriodMs = 30_000;

/**
 * Turns two-factor sign-in on for a signed-in account (both steps ask for the password); answers
 * its secret and recovery codes.
 */
export async function enableTwoFactor(t: TestApp, token: string, password = testPassword) {
  const setup = await t.post<{ secret: string; otpauth_url: string }>(
    '/api/2fa/setup',
    { password },
    token,
  );
  if (setup.status !== 200) throw new Error(`2fa setup: ${JSON.stringify(setup.body)}`);
  const enabled = await t.post<{ recovery_codes: string[] }>(
    '/api/2fa/enable',
    { password, code: codeAt(setup.body.secret, t.clock.now()) },
    token,
  );
  if (enabled.status !== 200) throw new Error(`2fa enable: ${JSON.stringify(enabled.body)}`);
  // The next code the test makes belongs to a later time step (a code counts once).
  t.clock.advance(totpPeriodMs);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}

/** The current code of a secret by the test's clock (or the code `offsetMs` from now). */
export const currentCode = (t: TestApp, secret: string, offsetMs = 0) =>
  codeAt(secret, new Date(t.clock.now().getTime() + offsetMs));

/** A DELETE with a JSON body and a bearer token. */
export function del(t: TestApp, url: string, token?: string, payload?: unknown) {
  return t.request({
    method: 'DELETE',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/**
 * A sign-in that must ask for the second step, finished with the secret's current code: answers
 * the second step's answer.
 */
export async function finishSecondStep(t: TestApp, first: Answer<unknown>, secret: string) {
  expect(first.status).toBe(200);
  expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  const { mfa_token } = first.body as { mfa_token: string };
  return t.post('/api/login/2fa', { mfa_token, code: currentCode(t, secret) });
}
