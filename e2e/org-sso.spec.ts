import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startDnsStandIn, type DnsStandIn } from '../apps/server/src/test/dns-stand-in';
import { newAccount, registerAccount } from './fixtures/accounts';
import { signInBaseUrl, signInDnsPort, signInStandIns } from './fixtures/sign-in-server';

// This journey runs against the second server of playwright.config.ts, whose Google stand-in (a
// local OpenID Connect provider, tests only) here plays an organization's own provider, and which
// proves domains against a DNS stand-in (UDP) that this file starts on DNS_SERVERS' port.
test.use({ baseURL: signInBaseUrl, ignoreHTTPSErrors: true });
// One worker for the file: the DNS stand-in holds one fixed port.
test.describe.configure({ mode: 'serial' });

let dns: DnsStandIn | undefined;
test.beforeAll(async () => {
  dns = await startDnsStandIn({ port: signInDnsPort });
});
test.afterAll(async () => {
  await dns?.close();
});

const port = Number(process.env.E2E_PORT ?? 4319);
const outbox = path.join(os.tmpdir(), `sinyal-e2e-${port}-sign-in`, 'outbox');

/** The token of the verification link the second server mailed to `to`. */
async function verifyToken(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(() => {
      const names = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      link = names
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), 'utf8')))
        .find((mail: { kind: string; to: string }) => mail.kind === 'verify' && mail.to === to)
        ?.link as string | undefined;
      return link;
    })
    .toBeTruthy();
  return new URLSearchParams(new URL(link ?? '').hash.slice(1)).get('token') ?? '';
}

/** A verified account with a password, at this address, on the second server. */
async function verifiedAccount(request: APIRequestContext, prefix: string, email: string) {
  const account = { ...newAccount(prefix, 'Kim Park'), email };
  await registerAccount(request, account);
  const verified = await request.post('/api/verify-email', {
    data: { token: await verifyToken(account.email) },
  });
  expect(verified.status()).toBe(200);
  return account;
}

/** An owner on `domain` whose organization signs in through the provider, the domain proven. */
async function organizationWithSso(request: APIRequestContext, domain: string) {
  const owner = await verifiedAccount(request, 'boss', `boss@${domain}`);
  const login = await request.post('/api/login', {
    data: { username_or_email: owner.username, password: owner.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const slug = `corp-${Date.now().toString(36)}`;
  expect(
    (await request.post('/api/orgs', { headers, data: { name: 'Corp', slug } })).status(),
  ).toBe(201);
  const saved = await request.put(`/api/orgs/${slug}/sso`, {
    headers,
    data: {
      issuer: signInStandIns.googleIssuer,
      client_id: signInStandIns.client.id,
      client_secret: signInStandIns.client.secret,
      domains: [domain],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { token } = (await saved.json()).domains[0] as { token: string };
  dns?.records.set(`_sinyal.${domain}`, [`sinyal-verify=${token}`]);
  const proven = await request.post(`/api/orgs/${slug}/sso/domains/${domain}/verify`, { headers });
  expect(proven.status(), await proven.text()).toBe(200);
  return { slug, headers, owner };
}

test('a person on a verified domain signs in through the organization’s provider and joins it as a member', async ({
  page,
  request,
}) => {
  const domain = `corp${Date.now().toString(36)}.test`;
  const { slug, headers } = await organizationWithSso(request, domain);
  const email = `grace@${domain}`;

  await page.goto('/login');
  await page.getByRole('button', { name: 'Single sign-on' }).click();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The organization's provider (the stand-in's sign-in form).
  await page.getByRole('textbox', { name: 'Login' }).fill('grace');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Hopper');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Grace Hopper' })).toBeVisible();

  const members = await request.get(`/api/orgs/${slug}/members`, { headers });
  const items = (await members.json()).items as { email: string; role: string }[];
  expect(items).toContainEqual(expect.objectContaining({ email, role: 'member' }));
});

test('with single sign-on enforced, a password is refused on the login page, which offers the organization’s sign-in', async ({
  page,
  request,
}) => {
  const domain = `corp${Date.now().toString(36)}.test`;
  const { slug, headers } = await organizationWithSso(request, domain);
  const kim = await verifiedAccount(request, 'kim', `kim@${domain}`);
  const enforced = await request.put(`/api/orgs/${slug}/sso`, {
    headers,
    data: {
      issuer: signInStandIns.googleIssuer,
      client_id: signInStandIns.client.id,
      domains: [domain],
      enforce_sso: true,
    },
  });
  expect(enforced.status(), await enforced.text()).toBe(200);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username or Email' }).fill(kim.email);
  await page.getByLabel('Password', { exact: true }).fill(kim.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Your organization signs you in through single sign-on',
  );
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();

  await page.getByRole('textbox', { name: 'Login' }).fill('kim');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(kim.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kim Park' })).toBeVisible();
});
