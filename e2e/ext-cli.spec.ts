import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { accountOnPlan, useSessionToken } from './fixtures/accounts';
import { runExt, sinyalExtBin, startExt } from './fixtures/ext-cli';
import { openScreen } from './fixtures/site';

test('a developer signs in with sinyal-ext login by approving the code in the browser, publishes a scaffolded extension with the kept token, sees its page and its download in the dashboard, and logs out', async ({
  page,
  request,
  baseURL,
}) => {
  // The tool polls every 5 seconds while the developer approves.
  test.setTimeout(60_000);
  const { account, token } = await accountOnPlan(request, 'premium', 'extlogin');
  // A developer's own folder and home, outside any checkout: the bin of the packed @sinyal/ext.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-e2e-ext-cli-'));
  const shell = { HOME: home, XDG_CONFIG_HOME: path.join(home, 'config') };
  const sinyalExt = (...args: string[]) => runExt(args, home, shell, sinyalExtBin);

  const login = startExt(['login', '--registry', baseURL!], home, shell, sinyalExtBin);
  try {
    const [link = ''] = await login.waitFor(/http\S+\/activate\?user_code=[A-Z]{4}-[A-Z]{4}/);
    const code = link.slice(-9);
    await expect.poll(login.output).toContain(`approve the code ${code}`);

    // The link the tool printed, opened where the developer is signed in (the server's PUBLIC_URL
    // names localhost; the test's server answers on 127.0.0.1).
    await useSessionToken(page, token);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Is this your device?' })).toBeVisible();
    await expect(page.getByRole('definition')).toContainText([`sinyal-ext on ${os.hostname()}`]);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Device approved' })).toBeVisible();

    await login.waitFor(/Signed in to \S+: the API token \(publish scope\) is kept in \S+/);
    expect(await login.exited).toBe(0);
  } finally {
    login.stop();
  }
  const credentials = path.join(home, 'config/sinyal/credentials.json');
  expect(fs.statSync(credentials).mode & 0o777).toBe(0o600);

  const id = `e2e-login-${randomBytes(3).toString('hex')}`;
  expect(sinyalExt('init', id).status).toBe(0);
  // The template's placeholder text is refused until the developer writes their own.
  const untouched = sinyalExt('publish', id, '--registry', baseURL!);
  expect(untouched.status).not.toBe(0);
  expect(untouched.output).toBe(
    `${id}: manifest.json description still says "say in one or two sentences what it does", as \`sinyal-ext init\` wrote it: say what your extension does`,
  );

  const manifestFile = path.join(home, id, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(
    manifestFile,
    JSON.stringify({
      ...manifest,
      description: 'Published by a developer who signed in with sinyal-ext login.',
      author: `Login ${account.username}`,
    }),
  );
  fs.writeFileSync(path.join(home, id, 'README.md'), `# ${id}\n\nPlots what it reads.\n`);

  // No --token and no SINYAL_API_TOKEN: the token login kept for this site.
  const published = sinyalExt('publish', id, '--registry', baseURL!);
  expect(published.output).toContain(`Published ${id} 0.1.0 to ${baseURL}`);
  expect(published.status).toBe(0);
  const [pageLink = ''] = /http\S+\/extensions\/\S+/.exec(published.output) ?? [];
  expect(new URL(pageLink).pathname).toBe(`/extensions/${id}`);
  await page.goto(new URL(pageLink).pathname);
  await expect(page.getByRole('heading', { name: manifest.name as string })).toBeVisible();
  await expect(
    page
      .getByRole('paragraph')
      .filter({ hasText: 'Published by a developer who signed in with sinyal-ext login.' }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Published versions, newest first' }).getByRole('rowheader'),
  ).toHaveText([/^v0\.1\.0\s*Latest$/]);

  // Someone downloads it; the developer's dashboard counts the download.
  expect((await request.get(`/api/extensions/${id}/versions/0.1.0/package`)).status()).toBe(200);
  await openScreen(page, '/dashboard/extensions');
  const panel = page.getByRole('article', { name: manifest.name as string });
  await expect(
    panel.getByRole('img', {
      name: `Downloads per day of ${manifest.name as string} over the last 90 days: 1 in all`,
    }),
  ).toBeVisible();

  const loggedOut = sinyalExt('logout', '--registry', baseURL!);
  expect(loggedOut.output).toBe(`Signed out of ${baseURL}: the token is revoked and forgotten`);
  const again = sinyalExt('publish', id, '--registry', baseURL!);
  expect(again.status).toBe(2);
  expect(again.output).toContain(`No API token for ${baseURL}: run sinyal-ext login`);
});
