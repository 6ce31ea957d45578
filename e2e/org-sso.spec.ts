import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startDnsStandIn, type DnsStandIn } from '../apps/server/src/test/dns-stand-in';
import { newAccount, registerAccount, useSessionToken } from './fixtures/accounts';
import { signInBaseUrl, signInDnsPort, signInStandIns } from './fixtures/sign-in-server';
import { openScreen } from './fixtures/site';

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

/** A verified owner on `domain` with a new organization; the session and the slug. */
async function ownerWithOrganization(request: APIRequestContext, domain: string) {
  const owner = await verifiedAccount(request, 'boss', `boss@${domain}`);
  const login = await request.post('/api/login', {
    data: { username_or_email: owner.username, password: owner.password },
  });
  const token = (await login.json()).access_token as string;
  const headers = { authorization: `Bearer ${token}` };
  const slug = `corp-${Date.now().toString(36)}`;
  expect(
    (await request.post('/api/orgs', { headers, data: { name: 'Corp', slug } })).status(),
  ).toBe(201);
  return { owner, token, headers, slug };
}

/** An owner on `domain` whose organization signs in through the provider, the domain proven. */
async function organizationWithSso(request: APIRequestContext, domain: string) {
  const { owner, headers, slug } = await ownerWithOrganization(request, domain);
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

/** The organization's provider (the stand-in's sign-in form). */
async function signInAtProvider(page: Page, who: { login: string; email: string; name?: string }) {
  await page.getByRole('textbox', { name: 'Login' }).fill(who.login);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
  if (who.name) await page.getByRole('textbox', { name: 'Name', exact: true }).fill(who.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an owner sets up single sign-on in the Security tab and proves the domain', async ({
  page,
  request,
}) => {
  const domain = `corp${Date.now().toString(36)}.test`;
  const { token, slug } = await ownerWithOrganization(request, domain);
  await useSessionToken(page, token);

  await page.goto(`/orgs/${slug}`);
  await page.getByRole('tab', { name: 'Security' }).click();
  const section = page.getByRole('region', { name: 'Single sign-on' });
  await expect(section.getByText(`${signInBaseUrl}/api/sso/callback`)).toBeVisible();
  await section.getByLabel('Issuer URL').fill(signInStandIns.googleIssuer);
  await section.getByLabel('Client ID').fill(signInStandIns.client.id);
  await section.getByLabel('Client secret').fill(signInStandIns.client.secret);
  await section.getByRole('textbox', { name: 'Domains' }).fill(domain);
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Single sign-on was saved.')).toBeVisible();

  // The record to publish, and the check that proves it.
  await expect(section.getByText(`_sinyal.${domain}`)).toBeVisible();
  const value = await section.getByText(/^sinyal-verify=/).textContent();
  const check = section.getByRole('button', { name: `Check the record of ${domain}` });
  await check.click();
  await expect(section.getByText(/No TXT record was found/)).toBeVisible();
  dns?.records.set(`_sinyal.${domain}`, [value ?? '']);
  await check.click();
  await expect(page.getByText(`${domain} is verified.`)).toBeVisible();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expect(check).toBeHidden();
  // The secret is kept, never shown again.
  await expect(section.getByLabel('Client secret')).toHaveValue('');
  await expect(section.getByText('Leave empty to keep the stored secret.')).toBeVisible();
});

test('a new person on a verified domain signs in through the organization’s provider, completes the registration and joins as a member', async ({
  page,
  request,
}) => {
  const domain = `corp${Date.now().toString(36)}.test`;
  const { slug, headers } = await organizationWithSso(request, domain);
  const email = `grace@${domain}`;

  await openScreen(page, '/login');
  await page.getByRole('button', { name: 'Single sign-on' }).click();
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await signInAtProvider(page, { login: 'grace', email, name: 'Grace Hopper' });

  // No account yet: the completion form asks what the provider does not tell (country, terms).
  await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(page.getByText('Corp confirmed who you are.')).toBeVisible();
  await expect(page.getByLabel('Email (from Corp)')).toHaveValue(email);
  const username = `grace${Date.now().toString(36)}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Sector').selectOption('research');
  await page.getByLabel('Country').selectOption('turkey');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

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
    'Your organization requires its single sign-on for this address',
  );
  await page.getByRole('link', { name: 'Continue with single sign-on' }).click();

  await signInAtProvider(page, { login: 'kim', email: kim.email });
  await expect(page).toHaveURL(/:\d+\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Kim Park' })).toBeVisible();
});

test('with single sign-on enforced, a new person on the domain cannot sign up with Google and is sent to the organization’s sign-in (in Turkish too)', async ({
  page,
  request,
}) => {
  const domain = `corp${Date.now().toString(36)}.test`;
  const { slug, headers } = await organizationWithSso(request, domain);
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
  const email = `lin@${domain}`;

  await page.goto('/tr/login');
  await page.getByRole('link', { name: /Google/ }).click();
  await signInAtProvider(page, { login: 'lin', email, name: 'Lin Chen' });
  await expect(page.getByRole('alert')).toContainText(
    'Kuruluşunuz bu adres için kendi tek oturum açmasını zorunlu kılıyor',
  );
  await page.getByRole('link', { name: 'Tek oturum açma ile devam et' }).click();
  // The stand-in that played Google plays the organization's provider too, and still knows the
  // person from a moment ago: it sends them straight back, to the completion form.
  await expect(
    page.getByRole('heading', { name: 'Hesabınızı oluşturmayı tamamlayın' }),
  ).toBeVisible();
});
