import { afterAll, describe, expect, test } from 'vitest';
import { expectSignedIn } from '../../test/expect-answer';
import {
  callback,
  ProviderBrowser,
  runFlow,
  signInWith,
  startFlow,
} from '../../test/oauth-browser';
import {
  standInSettings,
  startGitHubStandIn,
  startOidcStandIn,
  type GitHubStandIn,
  type OidcStandIn,
} from '../../test/oauth-stand-ins';
import { testProfile, uniqueUser, type TestApp } from '../../test/test-app';
import { del, enableTwoFactor, finishSecondStep } from '../../test/two-factor-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { offeredProviders } from './oauth.service';

// These tests start a local OpenID Connect provider (oidc-provider) playing Google and a local
// stand-in for GitHub's OAuth pages and API (src/test/oauth-stand-ins.ts); the server under test
// talks to them over https exactly as it talks to Google and GitHub.

describe('GET /api/oauth/providers without provider settings', () => {
  const t = useTestApp();

  test('answers an empty list, to anyone', async () => {
    const answer = await t.get('/api/oauth/providers');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  test('offers exactly the providers whose settings are present, by their own names', () => {
    const client = { clientId: 'id', clientSecret: 'secret' };
    const google = { ...client, issuer: 'https://accounts.google.com' };
    const github = { ...client, url: 'https://github.com', apiUrl: 'https://api.github.com' };
    expect(offeredProviders({ google: undefined, github: undefined })).toEqual([]);
    expect(offeredProviders({ google: undefined, github })).toEqual([
      { id: 'github', name: 'GitHub' },
    ]);
    expect(offeredProviders({ google, github })).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
  });

  test('a start names no provider that is not configured: the site says so', async () => {
    const answer = await t.get('/api/oauth/google/start?intent=login');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(
      'http://sinyal.test/oauth#error=oauth_provider_not_offered',
    );
  });
});

let google: OidcStandIn | undefined;
let github: GitHubStandIn | undefined;
const t = useTestApp(async () => {
  google = await startOidcStandIn({
    redirectUris: ['http://sinyal.test/api/oauth/google/callback'],
  });
  github = await startGitHubStandIn();
  return { env: standInSettings(google, github) };
});
afterAll(async () => {
  await google?.close();
  await github?.close();
});

/** A person at the provider no other test uses. */
const person = (overrides: { emailVerified?: boolean; email?: string } = {}) => {
  const { username, email } = uniqueUser('p');
  return { login: username, email: overrides.email ?? email, name: 'Grace Hopper', ...overrides };
};

const completion = (signupToken: string, overrides: Record<string, unknown> = {}) => ({
  signup_token: signupToken,
  username: uniqueUser('u').username,
  sector: testProfile.sector,
  country: testProfile.country,
  company: '',
  newsletter_subscribed: false,
  agreed_to_terms: true,
  ...overrides,
});

/** A new person signs up with a provider and completes the registration: their session token. */
async function signUpWith(app: TestApp, provider: 'google' | 'github', who = person()) {
  const exchanged = await signInWith(app, provider, who);
  const registered = await app.post('/api/oauth/register', completion(exchanged.body.signup_token));
  if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
  return { token: registered.body.access_token as string, who };
}

async function linkTicket(token: string, provider: 'google' | 'github') {
  const answer = await t.post('/api/oauth/link-ticket', { provider }, token);
  expect(answer.status).toBe(200);
  return answer.body.ticket as string;
}

async function link(token: string, provider: 'google' | 'github', who = person()) {
  return signInWith(t, provider, who, {
    intent: 'link',
    ticket: await linkTicket(token, provider),
    token,
  });
}

/** The provider's answer to a flow's authorize address, with some of its parameters changed if asked. */
async function consent(authorizeUrl: string, changes: Record<string, string> = {}) {
  const url = new URL(authorizeUrl);
  for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
  return new ProviderBrowser().signIn(url.toString(), person(), 'http://sinyal.test');
}

const whoIs = async (token: string) => (await t.post('/api/auth/validate', undefined, token)).body;

describe('signing up with a provider', () => {
  test('offers both providers by name once their settings are present', async () => {
    expect((await t.get('/api/oauth/providers')).body).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ]);
  });

  test('a start sends the browser to the provider with state, PKCE S256 and a nonce, and sets a sealed 10-minute cookie', async () => {
    const started = await startFlow(t, 'google');
    expect(started.answer.status).toBe(302);
    const url = new URL(started.authorizeUrl);
    expect(url.origin).toBe(google?.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://sinyal.test/api/oauth/google/callback',
    );
    const cookie = String(started.answer.headers['set-cookie']);
    expect(cookie).toMatch(/^sinyal_oauth=[A-Za-z0-9_.-]{100,};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).toContain('Path=/api/oauth');
    // Nothing of the flow can be read from the cookie.
    expect(cookie).not.toContain(url.searchParams.get('state'));
  });

  test('a new person with Google completes the registration and is signed in, verified, with Google linked', async () => {
    const who = person();
    const end = await runFlow(t, 'google', who, { next: '/extensions' });
    expect(end.status).toBe(302);
    expect(end.location).toMatch(/^http:\/\/sinyal\.test\/oauth#code=[A-Za-z0-9_-]{43}$/);
    const exchanged = await t.post('/api/oauth/exchange', { code: end.code });
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toEqual({
      signup_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      provider: 'google',
      provider_name: 'Google',
      email: who.email,
      email_verified: true,
      suggested_username: who.login,
      full_name: 'Grace Hopper',
      next: '/extensions',
    });

    const form = completion(exchanged.body.signup_token, { full_name: 'Grace Hopper' });
    const registered = await t.post('/api/oauth/register', form);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ token_type: 'Bearer', next: '/extensions' });
    const user = await whoIs(registered.body.access_token);
    expect(user).toMatchObject({
      username: form.username,
      email: who.email,
      full_name: 'Grace Hopper',
      email_verified: true,
    });
    const identities = await t.get('/api/identities', registered.body.access_token);
    expect(identities.body).toEqual({
      has_password: false,
      identities: [
        expect.objectContaining({ provider: 'google', provider_name: 'Google', email: who.email }),
      ],
    });
    // No verification mail: the provider vouched for the address.
    expect(await t.mailsTo(who.email, 'verify')).toEqual([]);
    const exported = await t.get('/api/account/export', registered.body.access_token);
    expect(exported.body.linked_accounts).toEqual([
      {
        provider: 'google',
        email: who.email,
        created_at: expect.any(String),
        last_used_at: expect.any(String),
      },
    ]);
  });

  test("the completion keeps the register form's rules, and a taken username can be changed with the same token", async () => {
    const exchanged = await signInWith(t, 'github', person());
    const token = exchanged.body.signup_token as string;
    const refused = await t.post(
      '/api/oauth/register',
      completion(token, { agreed_to_terms: false, username: 'ab', sector: '' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field_codes).toEqual({
      agreed_to_terms: 'terms_required',
      username: 'username_too_short',
      sector: 'sector_required',
    });
    const existing = await t.registerVerified();
    const taken = await t.post(
      '/api/oauth/register',
      completion(token, { username: existing.username }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.field_codes).toEqual({ username: 'username_taken' });
    const registered = await t.post('/api/oauth/register', completion(token));
    expect(registered.status).toBe(201);
    // Used up once the account exists.
    const again = await t.post('/api/oauth/register', completion(token));
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('oauth_signup_expired');
  });

  test('a returning person is signed in to the same account with either provider', async () => {
    const { token, who } = await signUpWith(t, 'github');
    const me = await whoIs(token);
    const again = await signInWith(t, 'github', who);
    expectSignedIn(again);
    expect((await whoIs(again.body.access_token)).id).toBe(me.id);
  });

  test('an address that has an account is not linked automatically: the exchange says how to link it', async () => {
    const existing = await t.registerVerified();
    const answer = await signInWith(t, 'google', person({ email: existing.email }));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      code: 'account_exists',
      detail: `An account with ${existing.email} exists: sign in with your password, then link Google from Security.`,
      email: existing.email,
      provider: 'google',
      provider_name: 'Google',
    });
    const token = await t.login(existing.username);
    expect((await t.get('/api/identities', token)).body.identities).toEqual([]);
  });

  test('the provider cancelled: the site says so', async () => {
    const end = await runFlow(t, 'google', { ...person(), deny: true });
    expect(end.error).toBe('oauth_provider_denied');
    const github = await runFlow(t, 'github', { ...person(), deny: true });
    expect(github.error).toBe('oauth_provider_denied');
  });
});

describe('an address the provider did not verify', () => {
  test('makes an unverified account that gets the verification mail and cannot sign in until verified', async () => {
    for (const provider of ['google', 'github'] as const) {
      const who = person({ emailVerified: false });
      const exchanged = await signInWith(t, provider, who);
      expect(exchanged.body).toMatchObject({ email: who.email, email_verified: false });
      const registered = await t.post(
        '/api/oauth/register',
        completion(exchanged.body.signup_token),
      );
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({ email: who.email, email_verified: false });
      expect(registered.body.access_token).toBeUndefined();
      expect(await t.mailsTo(who.email, 'verify')).toHaveLength(1);

      const again = await signInWith(t, provider, who);
      expect(again.status).toBe(403);
      expect(again.body.code).toBe('email_not_verified');
    }
  });

  test('never reaches the account that has the address', async () => {
    const existing = await t.registerVerified();
    const answer = await signInWith(
      t,
      'github',
      person({ email: existing.email, emailVerified: false }),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('account_exists');
    expect(
      (await t.get('/api/identities', await t.login(existing.username))).body.identities,
    ).toEqual([]);
  });
});

describe('linking from the Security tab', () => {
  test('links GitHub to a password account, which then signs in with it; unlinked, it no longer does', async () => {
    const account = await t.signedIn();
    const who = person();
    const linked = await link(account.token, 'github', who);
    expect(linked.status).toBe(200);
    expect(linked.body).toEqual({ linked: { provider: 'github' } });
    const listed = await t.get('/api/identities', account.token);
    expect(listed.body).toEqual({
      has_password: true,
      identities: [
        {
          id: expect.any(Number),
          provider: 'github',
          provider_name: 'GitHub',
          email: who.email,
          created_at: expect.any(String),
          last_used_at: expect.any(String),
        },
      ],
    });

    const signedIn = await signInWith(t, 'github', who);
    expect((await whoIs(signedIn.body.access_token)).id).toBe(account.id);

    const removed = await del(t, `/api/identities/${listed.body.identities[0].id}`, account.token);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ detail: 'The linked account was removed.' });
    // Not linked any more: GitHub's person is someone new here, offered a registration.
    const afterwards = await signInWith(t, 'github', who);
    expect(afterwards.status).toBe(200);
    expect(afterwards.body).toMatchObject({ provider: 'github', email: who.email });
    expect(afterwards.body.access_token).toBeUndefined();
  });

  test('a link needs a fresh ticket from the signed-in session, used once', async () => {
    const account = await t.signedIn();
    const without = await startFlow(t, 'google', { intent: 'link' });
    expect(without.answer.headers.location).toBe(
      'http://sinyal.test/oauth#error=link_ticket_invalid&intent=link',
    );
    const ticket = await linkTicket(account.token, 'google');
    const first = await startFlow(t, 'google', { intent: 'link', ticket });
    expect(first.authorizeUrl).toMatch(/^https:/);
    const replayed = await startFlow(t, 'google', { intent: 'link', ticket });
    expect(replayed.answer.headers.location).toContain('error=link_ticket_invalid');
    // A ticket for GitHub does not start a Google link.
    const other = await startFlow(t, 'google', {
      intent: 'link',
      ticket: await linkTicket(account.token, 'github'),
    });
    expect(other.answer.headers.location).toContain('error=link_ticket_invalid');
    expect((await t.post('/api/oauth/link-ticket', { provider: 'google' })).status).toBe(401);
  });

  test("a link ends only in the browser of the session that asked for it: someone else's ticket links nothing", async () => {
    const attacker = await t.signedIn();
    const victim = await t.signedIn();
    const who = person();
    // The attacker's start address (with the attacker's ticket), opened by the victim, who signs
    // in to Google there; the victim's page has no session, or the victim's own.
    for (const token of [undefined, victim.token]) {
      const ticket = await linkTicket(attacker.token, 'google');
      const end = await runFlow(t, 'google', who, { intent: 'link', ticket });
      const answer = await t.post('/api/oauth/exchange', { code: end.code }, token);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('link_ticket_invalid');
    }
    expect((await t.get('/api/identities', attacker.token)).body.identities).toEqual([]);
    // Google's person is still nobody's here.
    expect((await signInWith(t, 'google', who)).body.signup_token).toEqual(expect.any(String));
  });

  test('a provider account linked to one account cannot be linked to another', async () => {
    const { who } = await signUpWith(t, 'google');
    const other = await t.signedIn();
    const answer = await link(other.token, 'google', who);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'identity_taken', provider_name: 'Google' });
  });

  test('the last way to sign in is kept: a provider-only account cannot unlink its provider until it has another', async () => {
    const { token } = await signUpWith(t, 'google');
    const [googleIdentity] = (await t.get('/api/identities', token)).body.identities;
    const refused = await del(t, `/api/identities/${googleIdentity.id}`, token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'last_sign_in_method' });

    expect((await link(token, 'github')).status).toBe(200);
    expect((await del(t, `/api/identities/${googleIdentity.id}`, token)).status).toBe(200);
    const [githubIdentity] = (await t.get('/api/identities', token)).body.identities;
    expect((await del(t, `/api/identities/${githubIdentity.id}`, token)).status).toBe(409);
    expect((await del(t, '/api/identities/999999', token)).status).toBe(404);
  });

  test('a reset link gives a provider-only account a password, which then counts as a way in', async () => {
    const { token, who } = await signUpWith(t, 'github');
    const resetToken = await t.resetToken(who.email);
    expect((await t.resetPassword(resetToken, 'Another1!pass')).status).toBe(200);
    const fresh = await t.login(who.email, 'Another1!pass');
    const listed = await t.get('/api/identities', fresh);
    expect(listed.body.has_password).toBe(true);
    expect((await del(t, `/api/identities/${listed.body.identities[0].id}`, fresh)).status).toBe(
      200,
    );
    expect(token).toBeTruthy();
  });
});

describe('two-factor sign-in after a provider', () => {
  test('an account with 2FA still gets the second step', async () => {
    const account = await t.signedIn();
    const who = person();
    await link(account.token, 'google', who);
    const { secret } = await enableTwoFactor(t, account.token);
    const answer = await signInWith(t, 'google', who);
    const second = await finishSecondStep(t, answer, secret);
    expect(second.status).toBe(200);
    expect((await whoIs(second.body.access_token)).id).toBe(account.id);
  });
});

describe('tampering and replays are refused', () => {
  test('a changed state, a missing or foreign cookie, and an expired flow', async () => {
    const started = await startFlow(t, 'google');
    const back = await consent(started.authorizeUrl);
    const changed = new URL(back);
    changed.searchParams.set('state', 'x'.repeat(43));
    expect((await callback(t, changed.toString(), started.cookie)).error).toBe(
      'oauth_state_invalid',
    );
    expect((await callback(t, back, '')).error).toBe('oauth_state_invalid');
    const forged = `${started.cookie.slice(0, -4)}AAAA`;
    expect((await callback(t, back, forged)).error).toBe('oauth_state_invalid');
    // GitHub's cookie does not finish a Google flow.
    const githubFlow = await startFlow(t, 'github');
    expect((await callback(t, back, githubFlow.cookie)).error).toBe('oauth_state_invalid');

    const late = await startFlow(t, 'github');
    const lateBack = await consent(late.authorizeUrl);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await callback(t, lateBack, late.cookie)).error).toBe('oauth_state_invalid');
  });

  test('a replayed callback and a replayed or late one-time code', async () => {
    const started = await startFlow(t, 'github');
    const back = await consent(started.authorizeUrl);
    const first = await callback(t, back, started.cookie);
    expect(first.code).not.toBeNull();
    expect((await callback(t, back, started.cookie)).error).toBe('oauth_state_invalid');

    expect((await t.post('/api/oauth/exchange', { code: first.code })).status).toBe(200);
    const replayed = await t.post('/api/oauth/exchange', { code: first.code });
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('oauth_code_invalid');

    const late = await runFlow(t, 'google', person());
    t.clock.advance(61_000);
    expect((await t.post('/api/oauth/exchange', { code: late.code })).body.code).toBe(
      'oauth_code_invalid',
    );
  });

  test('a changed nonce fails the ID token check', async () => {
    const started = await startFlow(t, 'google');
    const back = await consent(started.authorizeUrl, { nonce: 'n'.repeat(43) });
    expect((await callback(t, back, started.cookie)).error).toBe('oauth_provider_failed');
  });

  test("a changed PKCE challenge, or another flow's code, fails at the token endpoint", async () => {
    for (const provider of ['google', 'github'] as const) {
      const started = await startFlow(t, provider);
      const back = await consent(started.authorizeUrl, { code_challenge: 'c'.repeat(43) });
      expect((await callback(t, back, started.cookie)).error).toBe('oauth_provider_failed');

      // A code from the attacker's own flow, put into the victim's (whose state it carries).
      const victim = await startFlow(t, provider);
      const attacker = await startFlow(t, provider);
      const attackerBack = new URL(await consent(attacker.authorizeUrl));
      attackerBack.searchParams.set(
        'state',
        new URL(victim.authorizeUrl).searchParams.get('state') ?? '',
      );
      expect((await callback(t, attackerBack.toString(), victim.cookie)).error).toBe(
        'oauth_provider_failed',
      );
    }
  });
});
