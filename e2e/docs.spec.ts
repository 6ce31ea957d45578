import { expect, test } from '@playwright/test';
import { openScreen } from './fixtures/site';

const sections = [
  'Getting Started',
  'REST API',
  'WebSockets',
  'Authentication',
  'Best Practices',
  'Code Examples',
  'Troubleshooting',
];

test('the docs page lists its seven sections in the side navigation', async ({ page }) => {
  await openScreen(page, '/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developer Documentation');
  await expect(page).toHaveTitle('Developer Documentation · Sinyal');
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await expect(nav.getByRole('link')).toHaveText(sections);
  for (const name of sections) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(1);
  }
});

test('Getting Started gives the prerequisites, the five files and every manifest field', async ({
  page,
}) => {
  await openScreen(page, '/docs');
  const section = page.getByRole('region', { name: 'Getting Started' });
  for (const prerequisite of [
    'Python 3.8+',
    'Basic knowledge of REST APIs',
    'Familiarity with WebSockets',
    'A Pro or Enterprise license',
  ]) {
    await expect(section.getByRole('listitem').filter({ hasText: prerequisite })).toBeVisible();
  }
  const tree = section.getByRole('list', { name: 'Extension folder structure' });
  for (const file of ['__init__.py', 'main.py', 'manifest.json', 'requirements.txt', 'README.md']) {
    await expect(tree.getByText(file, { exact: true })).toBeVisible();
  }
  const fields = section.getByRole('table', { name: 'Manifest fields' });
  for (const field of [
    'name',
    'id',
    'version',
    'description',
    'mode',
    'author',
    'os',
    'category',
    'entry_point',
  ]) {
    await expect(fields.getByRole('rowheader', { name: field, exact: true })).toBeVisible();
  }
  await expect(fields).toContainText('"lite" | "pro" | "enterprise"');
  await expect(fields).toContainText('"DataSource" | "Visualization" | "Processing"');
  await expect(section.getByRole('figure').filter({ hasText: 'manifest.json' })).toContainText(
    '"entry_point": "main:app"',
  );
});

test('clicking Troubleshooting scrolls to it and focuses its heading without changing the route', async ({
  page,
}) => {
  await openScreen(page, '/docs');
  const heading = page.getByRole('heading', { level: 2, name: 'Troubleshooting' });
  await expect(heading).not.toBeInViewport();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Troubleshooting' })
    .click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/#\/docs$/);
});

test('the REST API section links to the API reference and WebSockets says none exists yet', async ({
  page,
}) => {
  await openScreen(page, '/docs');
  const restApi = page.getByRole('region', { name: 'REST API' });
  await expect(restApi.getByRole('link', { name: 'Open the API reference' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  await expect(restApi.getByText('curl http://127.0.0.1:')).toBeVisible();
  await expect(restApi.getByText('X-Sinyal-Key', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'WebSockets' })).toContainText(
    'No WebSocket interface exists yet',
  );
});

test('a Copy button puts the code on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScreen(page, '/docs');
  await page
    .getByRole('region', { name: 'Troubleshooting' })
    .getByRole('button', { name: /^Copy/ })
    .click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'sudo usermod -aG dialout "$USER"',
  );
});

test('the docs read in Turkish', async ({ page }) => {
  await openScreen(page, '/docs', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geliştirici Belgeleri');
  await expect(page.getByRole('navigation', { name: 'Bu sayfada' }).getByRole('link')).toHaveText([
    'Başlarken',
    'REST API',
    'WebSocket',
    'Kimlik Doğrulama',
    'En İyi Uygulamalar',
    'Kod Örnekleri',
    'Sorun Giderme',
  ]);
  await expect(page.getByText('Python 3.8+')).toBeVisible();
});
