import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedAccount, makePremium } from './fixtures/extension-accounts';
import { openScreen } from './fixtures/site';

async function apiToken(request: APIRequestContext, sessionToken: string): Promise<string> {
  const answer = await request.post('/api/generate-api-token', {
    headers: { Authorization: `Bearer ${sessionToken}` },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { api_token: string }).api_token;
}

function manifestFor(id: string, name: string, version: string) {
  return {
    name,
    id,
    version,
    description: 'Draws live channels as an oscilloscope trace with triggers and cursors.',
    mode: 'pro',
    author: 'E2E Labs',
    os: ['Linux', 'macOS'],
    category: 'Visualization',
    entry_point: 'scope.main:app',
  };
}

test("a premium account's API token publishes a new version that then shows on the page", async ({
  page,
  request,
}) => {
  const account = await createVerifiedAccount(request, 'publisher');
  makePremium(account.username);
  const token = await apiToken(request, account.token);
  const tag = randomBytes(3).toString('hex');
  const id = `e2e-scope-${tag}`;
  const name = `Scope ${tag}`;
  const publish = (version: string, extra: Record<string, unknown> = {}) =>
    request.post('/api/extensions', {
      headers: { Authorization: `Bearer ${token}` },
      data: { manifest: manifestFor(id, name, version), ...extra },
    });

  const first = await publish('1.0.0', {
    git_path: `https://github.com/e2e-labs/${id}`,
    description_long: 'Triggers on rising or falling edges.\n\nCursors read time and voltage.',
    file_formats: ['csv', 'png'],
  });
  expect(first.status()).toBe(201);
  const same = await publish('1.0.0');
  expect(same.status()).toBe(409);
  const second = await publish('1.2.0');
  expect(second.status()).toBe(201);
  expect(((await second.json()) as { version: string }).version).toBe('1.2.0');

  await openScreen(page, '/extensions');
  await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('v1.2.0')).toBeVisible();
  // The Visualization badge and the manifest's mode both read "Pro".
  await expect(card.getByText('Pro', { exact: true })).toHaveCount(2);
  await expect(card.getByText('2 formats')).toBeVisible();
  await expect(card.getByText('Linux, macOS', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Buy ($5) ${name}` })).toBeVisible();

  await card.getByRole('link', { name: `Details ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Cursors read time and voltage.')).toBeVisible();
  const versions = page.getByRole('list', { name: 'Published versions, newest first' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await expect(versions.getByRole('listitem').first()).toContainText('v1.2.0');
  await expect(versions.getByRole('listitem').last()).toContainText('v1.0.0');
  await expect(
    page.getByRole('table', { name: 'Manifest' }).getByRole('row', { name: /^version / }),
  ).toContainText('1.2.0');
});

test('a free account, or a session token, cannot publish; the answer says why', async ({
  request,
}) => {
  const account = await createVerifiedAccount(request, 'freeplan');
  const manifest = manifestFor(`e2e-free-${randomBytes(3).toString('hex')}`, 'Free Scope', '1.0.0');

  const withSession = await request.post('/api/extensions', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { manifest },
  });
  expect(withSession.status()).toBe(403);
  expect(((await withSession.json()) as { code: string }).code).toBe('api_token_required');

  const token = await apiToken(request, account.token);
  const free = await request.post('/api/extensions', {
    headers: { Authorization: `Bearer ${token}` },
    data: { manifest },
  });
  expect(free.status()).toBe(403);
  expect(await free.json()).toEqual({
    code: 'premium_required',
    detail: 'Publishing extensions needs a Pro or Enterprise plan',
  });
  expect((await request.get(`/api/extensions/${manifest.id}`)).status()).toBe(404);
});
