import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import {
  createVerifiedAccount,
  loginByApi,
  newAccount,
  useSessionToken,
} from './fixtures/accounts';
import { agentStateDir, runAgentCommand } from './fixtures/agent-command';
import { e2eDataDir, linkPath, waitForMail } from './fixtures/outbox';
import { registerWithForm } from './fixtures/register-form';
import { seriousAxeViolations } from './fixtures/axe';
import { pathIn, submitLoginForm, toast } from './fixtures/site';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/** `npm run admin -- org-seats <slug> <quantity>` on the e2e server's database: the operator sells seats. */
async function sellSeats(slug: string, quantity: number): Promise<void> {
  await run('npm', ['run', '--silent', 'admin', '--', 'org-seats', slug, String(quantity)], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: e2eDataDir },
  });
}

test('an owner invites a colleague, who registers from the mail and accepts; with a seat the colleague runs Enterprise via the organization', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // Two people, two registrations, a seat, and the agent's activation (which polls every 5 s).
  test.setTimeout(90_000);
  const owner = await createVerifiedAccount(request, 'orgowner', 'Ayşe Demir');
  await useSessionToken(page, await loginByApi(request, owner));
  const slug = `acme-${Date.now().toString(36)}`;

  // The owner creates the organization and lands on its screen.
  await page.goto('/orgs');
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Acme Telemetry');
  await page.getByLabel('Address').fill(slug);
  await page.getByRole('button', { name: 'Create organization' }).click();
  await expect(page.getByRole('heading', { name: 'Acme Telemetry', level: 1 })).toBeVisible();
  await expect(page.getByText('Owner', { exact: true }).first()).toBeVisible();

  // The operator sells it five Enterprise seats.
  await sellSeats(slug, 5);

  // The owner invites a colleague by e-mail.
  const colleague = newAccount('orgmate', 'Mert Can');
  await page.getByRole('tab', { name: 'Invitations' }).click();
  await page.getByLabel('E-mail address').fill(colleague.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `An invitation was mailed to ${colleague.email}.`)).toBeVisible();
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem')).toHaveCount(1);
  await expect(invitations).toContainText(colleague.email);
  await expect(invitations).toContainText('Pending');

  // The colleague opens the mail's link in their own browser, signed out, and registers from it.
  const mail = await waitForMail({ kind: 'invite', to: colleague.email });
  expect(mail.link).toMatch(/\/invite#token=/);
  const context = await browser.newContext({ baseURL });
  const theirs = await context.newPage();
  try {
    await theirs.goto(linkPath(mail));
    await expect(theirs.getByRole('heading', { name: 'Join an organization' })).toBeVisible();
    await theirs.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await registerWithForm(theirs, colleague);

    // The verification mail opens in another tab; the first one leads on to the login.
    const verification = await waitForMail({ kind: 'verify', to: colleague.email });
    const mailTab = await context.newPage();
    await mailTab.goto(linkPath(verification));
    await expect(mailTab.getByRole('heading', { name: /verified/i })).toBeVisible();
    await mailTab.close();

    await theirs.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await submitLoginForm(theirs, colleague.username, colleague.password);
    await expect(theirs.getByRole('heading', { name: 'Join an organization' })).toBeVisible();
    await theirs.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(theirs.getByRole('heading', { name: 'You joined Acme Telemetry' })).toBeVisible();

    // The owner sees the invitation accepted and gives the colleague a seat.
    await page.reload();
    await page.getByRole('tab', { name: 'Invitations' }).click();
    await expect(page.getByRole('list', { name: 'Invitations' })).toContainText('Accepted');
    await page.getByRole('tab', { name: 'Seats' }).click();
    await expect(page.getByText('0 of 5')).toBeVisible();
    await page.getByRole('button', { name: `Assign seat to ${colleague.username}` }).click();
    await expect(toast(page, `${colleague.username} has an Enterprise seat now.`)).toBeVisible();
    await expect(page.getByText('1 of 5')).toBeVisible();

    // The colleague's dashboard says where their plan comes from.
    await theirs.goto('/dashboard');
    await expect(theirs.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    await expect(theirs.getByRole('complementary', { name: 'Your account' })).toContainText(
      'Plan: Enterprise via Acme Telemetry',
    );
    const orgs = theirs.getByRole('region', { name: 'Organizations' });
    await expect(orgs.getByText('Enterprise via Acme Telemetry', { exact: true })).toBeVisible();
    await expect(orgs.getByRole('link', { name: 'Acme Telemetry' })).toBeVisible();
    await expect(orgs.getByText('Enterprise seat')).toBeVisible();

    // And the desktop app, activated by the colleague, runs Enterprise.
    const dataDir = await agentStateDir();
    const activation = runAgentCommand(baseURL ?? '', dataDir, ['activate']);
    try {
      const [link = ''] = await activation.waitFor(
        /http\S+\/activate\?user_code=[A-Z]{4}-[A-Z]{4}/,
      );
      // The server's PUBLIC_URL names localhost; the test's server answers on 127.0.0.1.
      const { pathname, search } = new URL(link);
      await theirs.goto(`${pathname}${search}`);
      await theirs.getByRole('button', { name: 'Approve' }).click();
      await expect(theirs.getByRole('heading', { name: 'Device approved' })).toBeVisible();
      await activation.waitFor(/This device runs Sinyal Enterprise until \d{4}-\d\d-\d\d\./);
      expect(await activation.exited).toBe(0);
    } finally {
      activation.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  } finally {
    await context.close();
  }
});

test('a member sees the members but none of the admin tabs, and an invitation for another address is refused in words', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedAccount(request, 'orgowner', 'Ayşe Demir');
  const ownerToken = await loginByApi(request, owner);
  const slug = `team-${Date.now().toString(36)}`;
  const auth = { Authorization: `Bearer ${ownerToken}` };
  expect(
    (await request.post('/api/orgs', { headers: auth, data: { name: 'Team', slug } })).status(),
  ).toBe(201);

  const stranger = await createVerifiedAccount(request, 'orgstranger', 'Deniz Ak');
  const invited = newAccount('orginvited');
  const sent = await request.post(`/api/orgs/${slug}/invitations`, {
    headers: auth,
    data: { email: invited.email, role: 'member' },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail({ kind: 'invite', to: invited.email });

  await useSessionToken(page, await loginByApi(request, stranger));
  await page.goto(linkPath(mail));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This invitation was sent to another e-mail address' }),
  ).toBeVisible();
  // Logging out from there brings back the page's way to sign in with the invited address.
  await page.getByRole('button', { name: 'Log out, to sign in with the invited address' }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Let the stranger in by an invitation of their own, as a member.
  const own = await request.post(`/api/orgs/${slug}/invitations`, {
    headers: auth,
    data: { email: stranger.email, role: 'member' },
  });
  expect(own.status()).toBe(201);
  const ownMail = await waitForMail({ kind: 'invite', to: stranger.email });
  // Signed out now, the stranger signs in from the new invitation's page and comes back to it.
  await page.goto(linkPath(ownMail));
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await submitLoginForm(page, stranger.username, stranger.password);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await page.getByRole('link', { name: 'Open Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Members']);
  const members = page.getByRole('list', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(2);
  await expect(members.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(members.getByRole('button', { name: 'Leave' })).toBeVisible();
});

test('at 390 px every tab of an organization fits the width, in English and Turkish, with no serious axe violation', async ({
  page,
  request,
}) => {
  const owner = await createVerifiedAccount(request, 'orgowner', 'Ayşe Demir');
  const token = await loginByApi(request, owner);
  const slug = `narrow-${Date.now().toString(36)}`;
  const auth = { Authorization: `Bearer ${token}` };
  expect(
    (
      await request.post('/api/orgs', { headers: auth, data: { name: 'Narrow Works', slug } })
    ).status(),
  ).toBe(201);
  const invited = await request.post(`/api/orgs/${slug}/invitations`, {
    headers: auth,
    data: { email: 'a.rather.long.address.for.a.phone@example.test', role: 'admin' },
  });
  expect(invited.status()).toBe(201);

  await useSessionToken(page, token);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['en', 'tr'] as const) {
    await page.goto(pathIn(`/orgs/${slug}`, language));
    await expect(page.getByRole('heading', { name: 'Narrow Works', level: 1 })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first(),
      ).toBeVisible();
      const name = `${language} ${await tabs.nth(index).innerText()}`;
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        name,
      ).toBe(true);
      expect(await seriousAxeViolations(page), name).toEqual([]);
    }
  }
});
