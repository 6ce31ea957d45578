import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/agent';
import { createVerifiedAccount, makePremium, serverDataDir } from './fixtures/extension-accounts';
import { runExt } from './fixtures/ext-cli';
import { apiToken, newExtension } from './fixtures/ext-publish';
import { openScreen, toast } from './fixtures/site';

const card = (page: Page, name: string) => page.getByRole('article', { name });
test("an extension developer's package, published with a premium token, is installed from the marketplace, verified on disk, updated, and a tampered update changes nothing", async ({
  page,
  request,
  agent,
  baseURL,
}) => {
  const developer = await createVerifiedAccount(request, 'publisher');
  makePremium(developer.username);
  const token = await apiToken(request, developer.token);
  const tag = randomBytes(3).toString('hex');
  const id = `e2e-scope-${tag}`;
  const name = `Scope ${tag}`;
  const { cwd, write } = newExtension(id, {
    name,
    author: `E2E Labs ${tag}`,
    os: ['Linux', 'Windows'],
  });

  const packed = runExt(['pack', id], cwd);
  expect(packed.output).toMatch(new RegExp(`^Packed ${id}-0\\.1\\.0\\.sxp \\(`));
  const published = runExt(['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!], cwd, {
    SINYAL_API_TOKEN: token,
  });
  expect(published.output).toContain(`Published ${id} 0.1.0 to ${baseURL}`);
  expect(published.output).toContain('signature verified');
  expect(published.status).toBe(0);

  await openScreen(page, agent.route);
  await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
  const scope = card(page, name);
  await scope.getByRole('button', { name: `Install ${name}` }).click();
  await expect(toast(page, `Extension installed: ${name}`)).toBeVisible();
  await expect(scope.getByRole('button', { name: `Disable ${name}` })).toBeVisible();

  // The files are on disk where the agent keeps them, and they are the bytes the registry signed.
  const folder = path.join(agent.dataDir, 'extensions', id, '0.1.0');
  expect(fs.readFileSync(path.join(folder, `${id.replace(/-/g, '_')}/main.py`), 'utf8')).toContain(
    'app = App()',
  );
  const state = JSON.parse(fs.readFileSync(path.join(agent.dataDir, 'state.json'), 'utf8'));
  const sha256 = createHash('sha256')
    .update(fs.readFileSync(path.join(cwd, `${id}-0.1.0.sxp`)))
    .digest('hex');
  expect(state.extensions[id]).toMatchObject({ version: '0.1.0', sha256 });

  write({ version: '0.2.0' });
  expect(runExt(['pack', id], cwd).status).toBe(0);
  expect(
    runExt(['publish', `${id}-0.2.0.sxp`, '--registry', baseURL!, '--token', token], cwd).status,
  ).toBe(0);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
  await expect(scope.getByText('Update available')).toBeVisible();
  await scope.getByRole('button', { name: `Update to v0.2.0 ${name}` }).click();
  await expect(toast(page, `Extension updated: ${name} (v0.2.0)`)).toBeVisible();
  await expect(scope.getByText('Update available')).toHaveCount(0);
  expect(fs.existsSync(path.join(agent.dataDir, 'extensions', id, '0.2.0'))).toBe(true);
  // The previous version stays for a rollback.
  expect(fs.existsSync(folder)).toBe(true);

  // A package changed on the registry's disk after it was signed is refused; nothing changes.
  write({ version: '0.3.0' });
  runExt(['pack', id], cwd);
  const third = runExt(
    ['publish', `${id}-0.3.0.sxp`, '--registry', baseURL!, '--token', token],
    cwd,
  );
  const stored = /sha256 ([0-9a-f]{64})/.exec(third.output)?.[1] ?? '';
  const file = path.join(serverDataDir(), 'packages', stored.slice(0, 2), `${stored}.sxp`);
  const bytes = fs.readFileSync(file);
  bytes[bytes.length - 30] = (bytes[bytes.length - 30] ?? 0) ^ 0xff;
  fs.writeFileSync(file, bytes);
  // What the agent keeps of its extensions (the revocation list it holds is refreshed on each
  // install, which is not a change to them).
  const extensionsState = () =>
    (
      JSON.parse(fs.readFileSync(path.join(agent.dataDir, 'state.json'), 'utf8')) as {
        extensions: unknown;
      }
    ).extensions;
  const before = extensionsState();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
  await scope.getByRole('button', { name: `Update to v0.3.0 ${name}` }).click();
  await expect(toast(page, `Error updating ${name}.`)).toBeVisible();
  await expect(scope.getByText('v0.2.0')).toBeVisible();
  expect(extensionsState()).toEqual(before);
  expect(fs.existsSync(path.join(agent.dataDir, 'extensions', id, '0.3.0'))).toBe(false);
});

test('a free account, or a session token, cannot publish; manifest-only publishing is retired', async ({
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, 'freeplan');
  const id = `e2e-free-${randomBytes(3).toString('hex')}`;
  const { cwd } = newExtension(id, { author: `Free ${id}` });
  expect(runExt(['pack', id], cwd).status).toBe(0);

  const withSession = runExt(
    ['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!, '--token', account.token],
    cwd,
  );
  expect(withSession.status).toBe(1);
  expect(withSession.output).toContain('403 api_token_required');

  const token = await apiToken(request, account.token);
  const free = runExt(
    ['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!, '--token', token],
    cwd,
  );
  expect(free.output).toContain('403 premium_required');
  expect(free.output).toContain('Publishing extensions needs a Pro or Enterprise plan');
  expect((await request.get(`/api/extensions/${id}`)).status()).toBe(404);

  const retired = await request.post('/api/extensions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { manifest: { id } },
  });
  expect(retired.status()).toBe(410);
  expect(((await retired.json()) as { code: string }).code).toBe('manifest_publishing_retired');
});
