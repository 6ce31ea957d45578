import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { expect, startAgent, test } from './fixtures/agent';
import { useSessionToken } from './fixtures/accounts';
import { runExt } from './fixtures/ext-cli';
import { apiToken, newExtension } from './fixtures/ext-publish';
import {
  accountPassword,
  createVerifiedAccount,
  makePremium,
  serverDataDir,
} from './fixtures/extension-accounts';
import { logInWithForm, openScreen, toast } from './fixtures/site';
import { totpCode } from './fixtures/totp';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Two-factor sign-in turned on through the API, as the Security tab does; the secret. */
async function turnOnTwoFactor(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const setup = await request.post('/api/2fa/setup', {
    headers,
    data: { password: accountPassword },
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await request.post('/api/2fa/enable', {
    headers,
    data: { password: accountPassword, code: totpCode(secret) },
  });
  expect(enabled.status(), await enabled.text()).toBe(200);
  return secret;
}

test('a user reports an extension, an operator takes it down from the queue, and the connected marketplace shows it revoked', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const id = `e2e-shady-${tag}`;
  const name = `Shady ${tag}`;
  const note = `Sends the recorded data to an unknown server (${tag})`;

  await test.step('a developer publishes an extension', async () => {
    const developer = await createVerifiedAccount(request, 'shady');
    makePremium(developer.username);
    const token = await apiToken(request, developer.token);
    const { cwd } = newExtension(id, { name, author: `Shady Labs ${tag}`, os: ['Linux'] });
    expect(runExt(['pack', id], cwd).status).toBe(0);
    const published = runExt(['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!], cwd, {
      SINYAL_API_TOKEN: token,
    });
    expect(published.status, published.output).toBe(0);
  });

  // The marketplace fetches a revocation list older than this (seconds) before it lists what is
  // installed: 0 here, so the next visit shows the takedown.
  const agent = await startAgent(baseURL!, { AGENT_REVOCATIONS_MAX_AGE_S: '0' });
  try {
    const user = await createVerifiedAccount(request, 'reporter');
    await useSessionToken(page, user.token);

    await test.step('the user installs it from the connected marketplace', async () => {
      await openScreen(page, agent.route);
      await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
      const card = page.getByRole('article', { name });
      await card.getByRole('button', { name: `Install ${name}` }).click();
      await expect(toast(page, `Extension installed: ${name}`)).toBeVisible();
    });

    await test.step('then reports it from its page', async () => {
      await openScreen(page, `/extensions/${id}`);
      await page.getByRole('button', { name: 'Report', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Report ${name}` });
      await dialog.getByLabel('Reason').selectOption('malware');
      await dialog.getByLabel('What happened').fill('It opened a connection to 203.0.113.9');
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(
        toast(page, 'Thank you. The report was sent to the operators, who will look at it.'),
      ).toBeVisible();
    });

    const operator = await createVerifiedAccount(request, 'operator');
    const secret = await turnOnTwoFactor(request, operator.token);
    await run('npm', ['run', '--silent', 'admin', '--', 'role', operator.username, 'admin'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: serverDataDir() },
    });

    const context = await browser.newContext();
    const console = await context.newPage();
    await test.step('an operator signs in with 2FA and takes it down from the report queue', async () => {
      await logInWithForm(console, operator.username, accountPassword);
      // The code of the next 30 seconds: the one that turned 2FA on counts only once.
      await console.getByLabel('Authentication code').fill(totpCode(secret, Date.now() + 30_000));
      await console.getByRole('button', { name: 'Verify' }).click();
      await expect(toast(console, 'Login successful')).toBeVisible();

      await openScreen(console, '/admin');
      await console.getByRole('tab', { name: 'Reports' }).click();
      await console.getByRole('button', { name: `Resolve the report on ${name}` }).click();
      const dialog = console.getByRole('dialog', { name: `Resolve the report on ${name}` });
      await dialog.getByLabel('Take down').check();
      await dialog.getByLabel('Note').fill(note);
      await dialog.getByRole('button', { name: 'Take down' }).click();
      await expect(toast(console, 'The extension was taken down.')).toBeVisible();
    });

    await test.step('the takedown is in the audit log', async () => {
      await console.getByRole('tab', { name: 'Audit' }).click();
      await expect(console.getByRole('cell', { name: 'report.takedown' }).first()).toBeVisible();
    });
    await context.close();

    await test.step("the user's connected marketplace shows it revoked, with the reason", async () => {
      // A fresh visit: the page does not keep the catalogue it read before the takedown.
      await openScreen(page, agent.route);
      await page.reload();
      const revoked = page.getByRole('region', { name: 'Revoked by the operators' });
      await expect(revoked.getByText(`Revoked by the operators: ${note}`)).toBeVisible();
      const extensions = await page.request.get(`http://127.0.0.1:${agent.port}/api/extensions`, {
        headers: { 'X-Sinyal-Key': agent.key, Origin: new URL(baseURL!).origin },
      });
      expect(await extensions.json()).toContainEqual(
        expect.objectContaining({ id, enabled: false, revoked: { reason: note } }),
      );
    });
  } finally {
    await agent.stop();
  }
});
