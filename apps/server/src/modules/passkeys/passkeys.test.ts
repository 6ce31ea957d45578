import { describe, expect, test } from 'vitest';
import { expectSignedIn } from '../../test/expect-answer';
import { runRetention } from '../../jobs/retention';
import { dayMs } from '../../lib/clock';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import type { TestApp } from '../../test/test-app';
import { del, enableTwoFactor, finishSecondStep } from '../../test/two-factor-fixtures';
import { useTestApp, withTestApp } from '../../test/use-test-app';

// The passkeys here come from a WebAuthn authenticator in software (src/test/software-authenticator.ts):
// real P-256 keys and signatures, as a browser hands them over.

const t = useTestApp();
const origin = 'http://sinyal.test';

async function addPasskey(
  app: TestApp,
  token: string,
  authenticator: SoftwareAuthenticator,
  name?: string,
) {
  const options = await app.post('/api/passkeys/register/options', undefined, token);
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body);
  return app.post('/api/passkeys/register/verify', { response, ...(name ? { name } : {}) }, token);
}

async function signInWithPasskey(
  app: TestApp,
  authenticator: SoftwareAuthenticator,
  assertion: Parameters<SoftwareAuthenticator['get']>[2] = {},
) {
  const options = await app.post('/api/passkeys/login/options');
  expect(options.status).toBe(200);
  const response = authenticator.get(options.body, authenticator.passkeys[0], assertion);
  return app.post('/api/passkeys/login/verify', { response });
}

const whoIs = async (token: string) => (await t.post('/api/auth/validate', undefined, token)).body;

describe('adding and managing passkeys', () => {
  test('registration options ask for a discoverable passkey of this site for the signed-in account', async () => {
    const account = await t.signedIn();
    const options = await t.post('/api/passkeys/register/options', undefined, account.token);
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({
      rp: { name: 'Sinyal', id: 'sinyal.test' },
      user: { name: account.username, displayName: 'Ada Lovelace' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      excludeCredentials: [],
    });
    expect((await t.post('/api/passkeys/register/options')).status).toBe(401);
  });

  test('several passkeys are added, named, renamed and removed', async () => {
    const account = await t.signedIn();
    const laptop = new SoftwareAuthenticator(origin);
    const phone = new SoftwareAuthenticator(origin);
    const added = await addPasskey(t, account.token, laptop, 'Laptop');
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      detail: 'The passkey was added. You can sign in with it now.',
      passkey: {
        id: expect.any(Number),
        name: 'Laptop',
        created_at: expect.any(String),
        last_used_at: null,
        backed_up: false,
      },
    });
    expect((await addPasskey(t, account.token, phone)).body.passkey.name).toBe('Passkey 2');

    // The next options name both, so the browser does not make a second one on either device.
    const options = await t.post('/api/passkeys/register/options', undefined, account.token);
    expect(options.body.excludeCredentials).toHaveLength(2);

    const listed = await t.get('/api/passkeys', account.token);
    expect(listed.body.passkeys.map((passkey: { name: string }) => passkey.name)).toEqual([
      'Laptop',
      'Passkey 2',
    ]);
    const [first, second] = listed.body.passkeys;
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/passkeys/${second.id}`,
      headers: { authorization: `Bearer ${account.token}` },
      payload: { name: '  Phone  ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ detail: 'The passkey was renamed.' });
    const badName = await t.request({
      method: 'PATCH',
      url: `/api/passkeys/${second.id}`,
      headers: { authorization: `Bearer ${account.token}` },
      payload: { name: 'x'.repeat(65) },
    });
    expect(badName.status).toBe(400);
    expect(badName.body.field_codes).toEqual({ name: 'passkey_name_too_long' });

    expect((await del(t, `/api/passkeys/${first.id}`, account.token)).body).toEqual({
      detail: 'The passkey was removed.',
    });
    expect((await t.get('/api/passkeys', account.token)).body.passkeys).toEqual([
      expect.objectContaining({ id: second.id, name: 'Phone' }),
    ]);
    // Another account's passkey is not this one's to remove.
    const other = await t.signedIn();
    expect((await del(t, `/api/passkeys/${second.id}`, other.token)).status).toBe(404);
  });

  test('the same passkey is not added twice, and a challenge counts once and only for its account', async () => {
    const account = await t.signedIn();
    const authenticator = new SoftwareAuthenticator(origin);
    const options = await t.post('/api/passkeys/register/options', undefined, account.token);
    const response = authenticator.create(options.body);
    expect(
      (await t.post('/api/passkeys/register/verify', { response }, account.token)).status,
    ).toBe(201);
    const replayed = await t.post('/api/passkeys/register/verify', { response }, account.token);
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('passkey_challenge_invalid');

    const other = await t.signedIn();
    const othersOptions = await t.post('/api/passkeys/register/options', undefined, other.token);
    const made = authenticator.create(othersOptions.body);
    const stolen = await t.post('/api/passkeys/register/verify', { response: made }, account.token);
    expect(stolen.body.code).toBe('passkey_challenge_invalid');
  });

  test('the last way to sign in is kept', async () => {
    const account = await t.signedIn();
    const authenticator = new SoftwareAuthenticator(origin);
    const added = await addPasskey(t, account.token, authenticator);
    // As an account made through a provider and later unlinked from it: no password anyone knows.
    await t.db.updateTable('users').set({ password_set: 0 }).where('id', '=', account.id).execute();
    const refused = await del(t, `/api/passkeys/${added.body.passkey.id}`, account.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('last_sign_in_method');
    await addPasskey(t, account.token, new SoftwareAuthenticator(origin));
    expect((await del(t, `/api/passkeys/${added.body.passkey.id}`, account.token)).status).toBe(
      200,
    );
  });
});

describe('signing in with a passkey', () => {
  test('any passkey of the site may answer (no username asked), and the account is signed in', async () => {
    const account = await t.signedIn();
    const authenticator = new SoftwareAuthenticator(origin);
    await addPasskey(t, account.token, authenticator);
    const options = await t.post('/api/passkeys/login/options');
    expect(options.body).toMatchObject({ rpId: 'sinyal.test', userVerification: 'preferred' });
    expect(options.body.allowCredentials ?? []).toEqual([]);

    const answer = await signInWithPasskey(t, authenticator);
    expectSignedIn(answer);
    expect((await whoIs(answer.body.access_token)).id).toBe(account.id);
    const [passkey] = (await t.get('/api/passkeys', account.token)).body.passkeys;
    expect(passkey.last_used_at).not.toBeNull();

    // Signed in again: the counter went up, as it must.
    expect((await signInWithPasskey(t, authenticator)).status).toBe(200);
  });

  test('a passkey that verified the person satisfies 2FA; one that did not gets the second step', async () => {
    const account = await t.signedIn();
    const authenticator = new SoftwareAuthenticator(origin);
    await addPasskey(t, account.token, authenticator);
    const { secret } = await enableTwoFactor(t, account.token);

    const verified = await signInWithPasskey(t, authenticator, { userVerified: true });
    expect(verified.body.access_token).toEqual(expect.any(String));

    const presenceOnly = await signInWithPasskey(t, authenticator, { userVerified: false });
    const second = await finishSecondStep(t, presenceOnly, secret);
    expect(second.status).toBe(200);
  });

  test('an unknown passkey, a replayed or foreign challenge, another origin and a forged signature are refused', async () => {
    const account = await t.signedIn();
    const authenticator = new SoftwareAuthenticator(origin);
    await addPasskey(t, account.token, authenticator);

    const stranger = new SoftwareAuthenticator(origin);
    stranger.create({ challenge: 'x', rp: { id: 'sinyal.test' }, user: { id: 'someone' } });
    const unknown = await signInWithPasskey(t, stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('passkey_not_recognised');

    const options = await t.post('/api/passkeys/login/options');
    const response = authenticator.get(options.body);
    expect((await t.post('/api/passkeys/login/verify', { response })).status).toBe(200);
    const replayed = await t.post('/api/passkeys/login/verify', {
      response: authenticator.get(options.body),
    });
    expect(replayed.body.code).toBe('passkey_challenge_invalid');

    const registerChallenge = await t.post(
      '/api/passkeys/register/options',
      undefined,
      account.token,
    );
    const wrongPurpose = await t.post('/api/passkeys/login/verify', {
      response: authenticator.get({ challenge: registerChallenge.body.challenge }),
    });
    expect(wrongPurpose.body.code).toBe('passkey_challenge_invalid');

    const elsewhere = await t.post('/api/passkeys/login/options');
    const phished = await t.post('/api/passkeys/login/verify', {
      response: authenticator.get(elsewhere.body, undefined, { origin: 'https://sinyal.example' }),
    });
    expect(phished.status).toBe(401);
    expect(phished.body.code).toBe('passkey_verification_failed');

    const forgedOptions = await t.post('/api/passkeys/login/options');
    const forged = authenticator.get(forgedOptions.body);
    forged.response.signature = Buffer.from('not a signature').toString('base64url');
    expect((await t.post('/api/passkeys/login/verify', { response: forged })).body.code).toBe(
      'passkey_verification_failed',
    );
  });

  test('a counter that goes backwards is logged and refused', async () => {
    const lines: string[] = [];
    await withTestApp(
      { env: { LOG_LEVEL: 'warn' }, logStream: { write: (line) => void lines.push(line) } },
      async (app) => {
        const account = await app.signedIn();
        const authenticator = new SoftwareAuthenticator(origin);
        await addPasskey(app, account.token, authenticator);
        expect((await signInWithPasskey(app, authenticator, { counter: 5 })).status).toBe(200);
        const cloned = await signInWithPasskey(app, authenticator, { counter: 3 });
        expect(cloned.status).toBe(401);
        expect(cloned.body).toMatchObject({ code: 'passkey_counter_went_back' });
        const same = await signInWithPasskey(app, authenticator, { counter: 5 });
        expect(same.body.code).toBe('passkey_counter_went_back');
        const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logged).toContainEqual(
          expect.objectContaining({
            msg: 'passkey counter went backwards: sign-in refused',
            user_id: account.id,
            counter: 3,
            stored: 5,
          }),
        );
        // The passkey still works from the authenticator that holds the real counter.
        expect((await signInWithPasskey(app, authenticator, { counter: 6 })).status).toBe(200);
      },
    );
  });
});

describe('the account export', () => {
  test('names the passkeys, without their keys', async () => {
    const account = await t.signedIn();
    await addPasskey(t, account.token, new SoftwareAuthenticator(origin), 'Laptop');
    const exported = await t.get('/api/account/export', account.token);
    expect(exported.body.passkeys).toEqual([
      { name: 'Laptop', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(exported.body.linked_accounts).toEqual([]);
  });
});

describe('clean-up', () => {
  test('used and expired challenges go with the other ended links', async () => {
    await t.post('/api/passkeys/login/options');
    const count = async () =>
      (await t.db.selectFrom('passkey_challenges').select('id').execute()).length;
    expect(await count()).toBeGreaterThan(0);
    const later = new Date(t.clock.now().getTime() + (t.config.retention.graceDays + 1) * dayMs);
    await runRetention(t.db, t.config.retention, later);
    expect(await count()).toBe(0);
  });
});
