import { afterAll, describe, expect, test } from 'vitest';
import { expectProblem, expectSignedIn } from '../../test/expect-answer';
import { startDnsStandIn, type DnsStandIn } from '../../test/dns-stand-in';
import {
  flowEndOf,
  ProviderBrowser,
  signInWith,
  type ProviderPerson,
} from '../../test/oauth-browser';
import { standInClient, startOidcStandIn, type OidcStandIn } from '../../test/oauth-stand-ins';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { testProfile, uniqueUser, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { addMember, orgWithOwner, uniqueSlug } from '../../test/org-fixtures';

// A local OpenID Connect provider (oidc-provider, https with the test CA) plays the
// organization's provider (and Google, for the sign-ins enforce_sso refuses), and a local DNS
// server (UDP on 127.0.0.1) holds its TXT records.

let provider: OidcStandIn | undefined;
let dns: DnsStandIn | undefined;
const t = useTestApp(async () => {
  provider = await startOidcStandIn({
    redirectUris: [
      'http://sinyal.test/api/sso/callback',
      'http://sinyal.test/api/oauth/google/callback',
    ],
  });
  dns = await startDnsStandIn();
  return {
    env: {
      DNS_SERVERS: dns.server,
      GOOGLE_CLIENT_ID: standInClient.id,
      GOOGLE_CLIENT_SECRET: standInClient.secret,
      GOOGLE_ISSUER: provider.issuer,
    },
  };
});
afterAll(async () => {
  await provider?.close();
  await dns?.close();
});

const issuer = () => provider?.issuer ?? '';
/** A domain no other test uses. */
const uniqueDomain = () => `${uniqueSlug('corp')}.test`;

const settings = (domains: string[], overrides: Record<string, unknown> = {}) => ({
  issuer: issuer(),
  client_id: standInClient.id,
  client_secret: standInClient.secret,
  domains,
  ...overrides,
});

/** Puts the TXT record `_sinyal.<domain>` in the DNS with these strings. */
function publish(domain: string, ...values: string[]) {
  dns?.records.set(`_sinyal.${domain}`, values);
}

/** An organization with single sign-on through the local provider and a proven domain. */
async function orgWithSso(overrides: Record<string, unknown> = {}) {
  const domain = uniqueDomain();
  const owner = await t.signedIn({ email: `boss@${domain}` });
  const slug = uniqueSlug();
  expect((await t.post('/api/orgs', { name: 'Corp', slug }, owner.token)).status).toBe(201);
  const saved = await t.put(`/api/orgs/${slug}/sso`, settings([domain], overrides), owner.token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  publish(domain, `sinyal-verify=${saved.body.domains[0].token}`);
  const verified = await t.post(`/api/orgs/${slug}/sso/domains/${domain}/verify`, {}, owner.token);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { owner, slug, domain };
}

/** The whole sign-in in a fresh browser: start, the provider's form, the callback. */
async function ssoFlow(app: TestApp, email: string, person: ProviderPerson) {
  const started = await app.request({
    method: 'GET',
    url: `/api/sso/start?${new URLSearchParams({ email })}`,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(302);
  const cookie = String(started.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  const back = new URL(
    await new ProviderBrowser().signIn(
      String(started.headers.location),
      person,
      app.config.publicUrl,
    ),
  );
  const answer = await app.request({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie },
  });
  return flowEndOf(answer);
}

/** What the completion form sends: the registration's rules, without a password. */
const completion = (signupToken: string, overrides: Record<string, unknown> = {}) => ({
  signup_token: signupToken,
  username: uniqueUser('sso').username,
  sector: testProfile.sector,
  country: testProfile.country,
  company: '',
  newsletter_subscribed: false,
  agreed_to_terms: true,
  ...overrides,
});

/** The flow and the trade of its code: the exchange's answer. */
async function ssoSignIn(email: string, person: ProviderPerson = { login: email, email }) {
  const end = await ssoFlow(t, email, person);
  if (!end.code) throw new Error(`the flow ended with ${end.error ?? end.location}`);
  return t.post('/api/oauth/exchange', { code: end.code });
}

describe('single sign-on settings', () => {
  test('an owner sets the provider and domains; the answer shows tokens to publish, never the secret, and the audit says so', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const domain = uniqueDomain();
    const saved = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain.toUpperCase(), 'Second.Example'], { enforce_sso: true }),
      owner.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      issuer: issuer(),
      client_id: standInClient.id,
      enforce_sso: true,
      domains: [
        { domain, token: expect.stringMatching(/^[0-9a-f]{32}$/), verified: false },
        {
          domain: 'second.example',
          token: expect.stringMatching(/^[0-9a-f]{32}$/),
          verified: false,
        },
      ].sort((a, b) => a.domain.localeCompare(b.domain)),
      redirect_uri: 'http://sinyal.test/api/sso/callback',
    });
    const read = await t.get(`/api/orgs/${slug}/sso`, owner.token);
    expect(read.body).toEqual(saved.body);
    expect(JSON.stringify(read.body)).not.toContain(standInClient.secret);
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.body.items[0]).toMatchObject({ action: 'sso.changed', target_id: slug });
  });

  test('the secret may be left out to keep the stored one; a first setting needs it', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const domain = uniqueDomain();
    const first = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain], { client_secret: undefined }),
      owner.token,
    );
    expectProblem(first, 400, 'sso_client_secret_required');
    expect((await t.put(`/api/orgs/${slug}/sso`, settings([domain]), owner.token)).status).toBe(
      200,
    );
    const again = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain], { client_secret: undefined, enforce_sso: true }),
      owner.token,
    );
    expect(again.status).toBe(200);
    expect(again.body.enforce_sso).toBe(true);
  });

  test('a member can neither read nor change it', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expectProblem(await t.get(`/api/orgs/${slug}/sso`, member.token), 403, 'org_admin_required');
    expectProblem(
      await t.put(`/api/orgs/${slug}/sso`, settings([uniqueDomain()]), member.token),
      403,
      'org_admin_required',
    );
  });

  test('an http issuer is refused unless it is on a loopback address', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const domains = [uniqueDomain()];
    const remote = await t.put(
      `/api/orgs/${slug}/sso`,
      settings(domains, { issuer: 'http://idp.example.com' }),
      owner.token,
    );
    expectProblem(remote, 400, 'sso_issuer_invalid');
    expect(remote.body.field_codes).toEqual({ issuer: 'sso_issuer_invalid' });
    // On this computer http is allowed: nothing listens on port 9, so the discovery fails instead.
    const local = await t.put(
      `/api/orgs/${slug}/sso`,
      settings(domains, { issuer: 'http://127.0.0.1:9' }),
      owner.token,
    );
    expectProblem(local, 400, 'sso_discovery_failed');
    expect((await t.get(`/api/orgs/${slug}/sso`, owner.token)).body.issuer).toBeNull();
  });

  test('a provider whose discovery cannot be read is refused', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const answer = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([uniqueDomain()], { issuer: `${issuer()}/nothing-here` }),
      owner.token,
    );
    expectProblem(answer, 400, 'sso_discovery_failed');
  });
});

describe('proving a domain with a DNS TXT record', () => {
  async function claimed() {
    const { owner, slug } = await orgWithOwner(t);
    const domain = uniqueDomain();
    const saved = await t.put(`/api/orgs/${slug}/sso`, settings([domain]), owner.token);
    const token = saved.body.domains[0].token as string;
    const verify = () => t.post(`/api/orgs/${slug}/sso/domains/${domain}/verify`, {}, owner.token);
    return { owner, slug, domain, token, verify };
  }

  test('with no record the domain stays unproven (409 sso_record_missing)', async () => {
    const { verify } = await claimed();
    expectProblem(await verify(), 409, 'sso_record_missing');
  });

  test('a record with another token is refused (409 sso_record_wrong)', async () => {
    const { domain, verify, owner, slug } = await claimed();
    publish(domain, 'sinyal-verify=0123456789abcdef0123456789abcdef');
    expectProblem(await verify(), 409, 'sso_record_wrong');
    const read = await t.get(`/api/orgs/${slug}/sso`, owner.token);
    expect(read.body.domains[0].verified).toBe(false);
  });

  test('the right token among other records proves it, and the audit says so', async () => {
    const { domain, token, verify, owner, slug } = await claimed();
    publish(domain, 'v=spf1 -all', `sinyal-verify=${token}`);
    const answer = await verify();
    expect(answer.status).toBe(200);
    expect(answer.body.domains).toEqual([{ domain, token, verified: true }]);
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.body.items[0]).toMatchObject({
      action: 'sso.changed',
      target_type: 'domain',
      target_id: domain,
      detail: 'verified',
    });
  });

  test('a domain another organization proved cannot be claimed (409 sso_domain_taken)', async () => {
    const { domain } = await orgWithSso();
    const { owner, slug } = await orgWithOwner(t);
    const answer = await t.put(`/api/orgs/${slug}/sso`, settings([domain]), owner.token);
    expectProblem(answer, 409, 'sso_domain_taken');
  });

  test('a domain the organization does not claim is not found', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const answer = await t.post(
      `/api/orgs/${slug}/sso/domains/${uniqueDomain()}/verify`,
      {},
      owner.token,
    );
    expectProblem(answer, 404, 'sso_domain_not_found');
  });
});

describe('signing in through single sign-on', () => {
  test('an address on no proven domain has no single sign-on (404 sso_not_configured)', async () => {
    const unproven = await (async () => {
      const { owner, slug } = await orgWithOwner(t);
      const domain = uniqueDomain();
      await t.put(`/api/orgs/${slug}/sso`, settings([domain]), owner.token);
      return domain;
    })();
    for (const email of [`ada@${uniqueDomain()}`, `ada@${unproven}`]) {
      const answer = await t.get(`/api/sso/start?${new URLSearchParams({ email })}`);
      expectProblem(answer, 404, 'sso_not_configured');
    }
  });

  test('a new person on a proven domain completes the registration (country, terms), is signed in, verified, and joins as a member', async () => {
    const { owner, slug, domain } = await orgWithSso();
    const email = `grace@${domain}`;
    const exchanged = await ssoSignIn(email, { login: 'grace', email, name: 'Grace Hopper' });
    // No account yet: the completion form, as after a new person's Google sign-in.
    expect(exchanged.status).toBe(200);
    expect(exchanged.body).toMatchObject({
      provider: 'sso',
      provider_name: 'Corp',
      email,
      email_verified: true,
      full_name: 'Grace Hopper',
    });
    expect((await t.get(`/api/orgs/${slug}/members`, owner.token)).body.total).toBe(1);
    const missingCountry = await t.post(
      '/api/oauth/register',
      completion(exchanged.body.signup_token, { country: undefined }),
    );
    expect(missingCountry.status).toBe(400);
    const registered = await t.post(
      '/api/oauth/register',
      completion(exchanged.body.signup_token, { full_name: 'Grace Hopper' }),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const token = registered.body.access_token as string;
    const me = await t.post('/api/auth/validate', undefined, token);
    expect(me.body).toMatchObject({
      email,
      email_verified: true,
      full_name: 'Grace Hopper',
      country: testProfile.country,
    });
    const mine = await t.get('/api/orgs', token);
    expect(mine.body.items).toMatchObject([{ slug, role: 'member' }]);
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.body.items[0]).toMatchObject({ action: 'member.sso_joined', detail: email });
  });

  test('a person who has an account signs in to it, and joins once', async () => {
    const { slug, domain } = await orgWithSso();
    const person = await t.signedIn({ email: `ada@${domain}` });
    const first = await ssoSignIn(person.email);
    expectSignedIn(first);
    const me = await t.post('/api/auth/validate', undefined, first.body.access_token);
    expect(me.body).toMatchObject({ id: person.id, username: person.username });
    expectSignedIn(await ssoSignIn(person.email));
    const members = await t.get(`/api/orgs/${slug}/members`, person.token);
    expect(members.body.total).toBe(2);
  });

  test('an address the provider did not verify, or outside the proven domains, signs nobody in', async () => {
    const { domain } = await orgWithSso();
    const email = `lin@${domain}`;
    const unverified = await ssoFlow(t, email, { login: 'lin', email, emailVerified: false });
    expect(unverified.error).toBe('sso_email_unverified');
    const outside = await ssoFlow(t, email, { login: 'lin2', email: `lin@${uniqueDomain()}` });
    expect(outside.error).toBe('sso_email_outside_domains');
  });

  test('a replayed callback is refused', async () => {
    const { domain } = await orgWithSso();
    const email = `joan@${domain}`;
    const started = await t.request({
      method: 'GET',
      url: `/api/sso/start?${new URLSearchParams({ email })}`,
    });
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toMatch(/^sinyal_sso=/);
    const back = new URL(
      await new ProviderBrowser().signIn(
        String(started.headers.location),
        { login: 'joan', email },
        t.config.publicUrl,
      ),
    );
    const callback = () =>
      t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { cookie } });
    expect(flowEndOf(await callback()).code).toBeTruthy();
    expect(flowEndOf(await callback()).error).toBe('oauth_state_invalid');
  });
});

describe('enforce_sso', () => {
  test('refuses the password of a member (403 sso_required with the start address), never an owner', async () => {
    const { owner, slug, domain } = await orgWithSso({ enforce_sso: true });
    const member = await addMember(t, slug, owner.token);
    // The member's own address is elsewhere; a person on the domain is what counts.
    const onDomain = await t.registerVerified({ email: `kim@${domain}` });
    const refused = await t.post('/api/login', {
      username_or_email: onDomain.email,
      password: onDomain.password,
    });
    expectProblem(refused, 403, 'sso_required');
    expect(refused.body.start_url).toBe(
      `http://sinyal.test/api/sso/start?${new URLSearchParams({ email: onDomain.email })}`,
    );
    expectSignedIn(
      await t.post('/api/login', { username_or_email: member.email, password: member.password }),
    );
    // The owner signs in with the password: a broken provider locks nobody out.
    expectSignedIn(
      await t.post('/api/login', { username_or_email: owner.email, password: owner.password }),
    );
    // A wrong password still says only that it is wrong.
    expectProblem(
      await t.post('/api/login', { username_or_email: onDomain.email, password: 'Wrong-pass1!' }),
      401,
      'invalid_credentials',
    );
  });

  test('a member on the domain who joined through SSO cannot use a password; without enforce_sso they can', async () => {
    const { owner, slug, domain } = await orgWithSso();
    const kept = await t.registerVerified({ email: `max@${domain}` });
    expectSignedIn(await ssoSignIn(kept.email));
    const login = () =>
      t.post('/api/login', { username_or_email: kept.email, password: kept.password });
    expectSignedIn(await login());
    const turnedOn = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain], { client_secret: undefined, enforce_sso: true }),
      owner.token,
    );
    expect(turnedOn.status).toBe(200);
    expectProblem(await login(), 403, 'sso_required');
  });

  /** Links the provider stand-in as Google to the signed-in account: the person it signs in as. */
  async function linkGoogle(token: string, email: string) {
    const ticket = await t.post('/api/oauth/link-ticket', { provider: 'google' }, token);
    expect(ticket.status).toBe(200);
    const who = { login: uniqueUser('g').username, email };
    const linked = await signInWith(t, 'google', who, {
      intent: 'link',
      ticket: ticket.body.ticket,
      token,
    });
    expect(linked.body).toMatchObject({ linked: { provider: 'google' } });
    return who;
  }

  async function addPasskey(token: string, authenticator: SoftwareAuthenticator) {
    const options = await t.post('/api/passkeys/register/options', undefined, token);
    const added = await t.post(
      '/api/passkeys/register/verify',
      { response: authenticator.create(options.body) },
      token,
    );
    expect(added.status).toBe(201);
  }

  async function passkeySignIn(authenticator: SoftwareAuthenticator) {
    const options = await t.post('/api/passkeys/login/options');
    const response = authenticator.get(options.body, authenticator.passkeys[0]);
    return t.post('/api/passkeys/login/verify', { response });
  }

  test('refuses Google and a passkey to a person on the domain too, never to an owner; the organization’s own sign-in still works', async () => {
    const { owner, slug, domain } = await orgWithSso();
    const onDomain = await t.signedIn({ email: `lea@${domain}` });
    const google = await linkGoogle(onDomain.token, onDomain.email);
    const laptop = new SoftwareAuthenticator('http://sinyal.test');
    await addPasskey(onDomain.token, laptop);
    expectSignedIn(await signInWith(t, 'google', google));
    const turnedOn = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain], { client_secret: undefined, enforce_sso: true }),
      owner.token,
    );
    expect(turnedOn.status).toBe(200);

    const byGoogle = await signInWith(t, 'google', google);
    expectProblem(byGoogle, 403, 'sso_required');
    expect(byGoogle.body.start_url).toBe(
      `http://sinyal.test/api/sso/start?${new URLSearchParams({ email: onDomain.email })}`,
    );
    expectProblem(await passkeySignIn(laptop), 403, 'sso_required');
    expectSignedIn(await ssoSignIn(onDomain.email));

    // The owner keeps every way in: a provider that breaks locks nobody out.
    const ownerGoogle = await linkGoogle(owner.token, owner.email);
    const ownerKey = new SoftwareAuthenticator('http://sinyal.test');
    await addPasskey(owner.token, ownerKey);
    expectSignedIn(await signInWith(t, 'google', ownerGoogle));
    expectSignedIn(await passkeySignIn(ownerKey));
  });

  test('a new person on the domain cannot sign up with Google; without enforce_sso they can', async () => {
    const { owner, slug, domain } = await orgWithSso({ enforce_sso: true });
    const refused = await signInWith(t, 'google', { login: 'newcomer', email: `new@${domain}` });
    expectProblem(refused, 403, 'sso_required');
    const turnedOff = await t.put(
      `/api/orgs/${slug}/sso`,
      settings([domain], { client_secret: undefined, enforce_sso: false }),
      owner.token,
    );
    expect(turnedOff.status).toBe(200);
    const allowed = await signInWith(t, 'google', { login: 'newcomer2', email: `new2@${domain}` });
    expect(allowed.body).toMatchObject({ provider: 'google', provider_name: 'Google' });
  });
});
