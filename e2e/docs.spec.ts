import { expect, test, type Page } from '@playwright/test';
import {
  clipboardText,
  expectEachVisible,
  expectLinkTargets,
  openRegion,
  openScreen,
  openTitledScreen,
} from './fixtures/site';

const pages = [
  'Installing',
  'Connecting sources',
  'Building dashboards',
  'Recording and replay',
  'Using extensions',
  'Getting Started',
  'Plugin API reference',
  'Publishing Extensions',
  'REST API',
  'WebSockets',
  'Authentication',
  'Best Practices',
  'Code Examples',
  'Troubleshooting',
];

const contents = (page: Page) => page.getByRole('navigation', { name: 'Contents' });

test('/docs shows an index, and the contents list every page, Publishing Extensions included', async ({
  page,
}) => {
  await openTitledScreen(page, '/docs', {
    heading: 'Developer Documentation',
    title: 'Developer Documentation · Sinyal',
  });
  await expect(contents(page).getByRole('link')).toHaveText(pages);
  await expect(page.getByRole('heading', { level: 2, name: 'Documentation' })).toBeVisible();
  for (const name of ['User guide', 'Extension developers']) {
    await expect(page.getByRole('heading', { level: 3, name }).last()).toBeVisible();
  }
  await page
    .getByRole('region', { name: 'Documentation' })
    .getByRole('link', { name: 'Recording and replay' })
    .click();
  await expect(page).toHaveURL(/:\d+\/docs\/recording-replay$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Recording and replay' })).toBeFocused();
});

test('each page has its own address and title, and the contents mark the page being read', async ({
  page,
}) => {
  await openScreen(page, '/docs/rest-api');
  await expect(page).toHaveTitle('REST API · Developer Documentation · Sinyal');
  await expect(contents(page).getByRole('link', { name: 'REST API' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    contents(page).getByRole('link', { name: 'Publishing Extensions' }),
  ).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 2, name: 'Publishing Extensions' })).toHaveCount(
    0,
  );

  await contents(page).getByRole('link', { name: 'Publishing Extensions' }).click();
  await expect(page).toHaveURL(/:\d+\/docs\/publishing$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Publishing Extensions' }),
  ).toBeVisible();
  await expect(contents(page).getByRole('link', { name: 'Publishing Extensions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(contents(page).getByRole('link', { name: 'REST API' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('previous and next walk the pages in the order of the contents', async ({ page }) => {
  await openScreen(page, '/docs/publishing');
  const pager = page.getByRole('navigation', { name: 'Previous and next page' });
  await expect(pager.getByRole('link', { name: /Previous/ })).toContainText('Plugin API reference');
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/:\d+\/docs\/rest-api$/);
  const heading = page.getByRole('heading', { level: 2, name: 'REST API' });
  await expect(heading).toBeFocused();
  await expect(pager.getByRole('link', { name: /Next/ })).toContainText('WebSockets');
  await pager.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/:\d+\/docs\/publishing$/);

  await openScreen(page, '/docs/installing');
  await expect(pager.getByRole('link', { name: /Previous/ })).toHaveCount(0);
  await openScreen(page, '/docs/troubleshooting');
  await expect(pager.getByRole('link', { name: /Next/ })).toHaveCount(0);
});

test('the contents follow the heading being read, and a heading link copies its address', async ({
  page,
}) => {
  await openScreen(page, '/docs/connecting-sources');
  const onThisPage = contents(page).getByRole('list', { name: 'On this page' });
  await expect(onThisPage.getByRole('link', { name: 'UART (serial ports)' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await onThisPage.getByRole('link', { name: 'Bluetooth Low Energy' }).click();
  const bluetooth = page.getByRole('heading', { level: 3, name: 'Bluetooth Low Energy' });
  await expect(bluetooth).toBeInViewport();
  await expect(onThisPage.getByRole('link', { name: 'Bluetooth Low Energy' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  await page.getByRole('link', { name: 'Copy the link to “CAN bus adapters”' }).click();
  await expect(page).toHaveURL(/:\d+\/docs\/connecting-sources#can$/);
  await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
  expect(await clipboardText(page)).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/docs\/connecting-sources#can$/,
  );
  await expect(page.getByRole('heading', { level: 3, name: 'CAN bus adapters' })).toBeInViewport();
});

test('an address from before the docs had pages opens the page, an unknown page says so', async ({
  page,
}) => {
  await openScreen(page, '/docs#troubleshooting');
  await expect(page).toHaveURL(/:\d+\/docs\/troubleshooting$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Troubleshooting' })).toBeVisible();
  await openScreen(page, '/docs/no-such-page');
  await expect(page.getByRole('heading', { level: 2, name: 'No such page' })).toBeVisible();
});

test('Ctrl+K opens the search, which finds "how do I connect a CAN adapter"', async ({ page }) => {
  await openScreen(page, '/docs');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('combobox', { name: 'Search' });
  await expect(box).toBeFocused();
  await box.fill('how do I connect a CAN adapter');
  const first = dialog.getByRole('option').first();
  await expect(first).toContainText('Connecting sources › CAN bus adapters');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/:\d+\/docs\/connecting-sources#can$/);
  await expect(page.getByRole('heading', { level: 3, name: 'CAN bus adapters' })).toBeInViewport();
});

test('the search works from the keyboard in Turkish: "/" opens it, arrows choose, Escape closes', async ({
  page,
}) => {
  await openScreen(page, '/docs/installing', 'tr');
  const opener = page.getByRole('button', { name: /Belgelerde ara/ });
  await opener.focus();
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Belgelerde arama' });
  const box = dialog.getByRole('combobox', { name: 'Ara' });
  await expect(box).toBeFocused();
  await box.pressSequentially('CAN adaptörü nasıl bağlanır');
  const options = dialog.getByRole('option');
  await expect(options.first()).toContainText('Kaynak bağlama › CAN veri yolu adaptörleri');
  await expect(dialog.getByRole('status')).toHaveText(/\d+ sonuç/);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.fill('can adaptoru baglamak');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/:\d+\/tr\/docs\/connecting-sources#can$/);
  await expect(
    page.getByRole('heading', { level: 3, name: 'CAN veri yolu adaptörleri' }),
  ).toBeInViewport();
});

test('Getting Started gives the prerequisites, the five files and every manifest field', async ({
  page,
}) => {
  const section = await openRegion(page, '/docs/getting-started', 'Getting Started');
  await expectEachVisible(
    (prerequisite) => section.getByRole('listitem').filter({ hasText: prerequisite }),
    [
      'Python 3.8+',
      'Basic knowledge of REST APIs',
      'Familiarity with WebSockets',
      'A Pro or Enterprise license',
    ],
  );
  const tree = section.getByRole('list', { name: 'Extension folder structure' });
  await expectEachVisible(
    (file) => tree.getByText(file, { exact: true }),
    ['__init__.py', 'main.py', 'manifest.json', 'requirements.txt', 'README.md'],
  );
  const fields = section.getByRole('table', { name: 'Manifest fields' });
  await expectEachVisible(
    (field) => fields.getByRole('rowheader', { name: field, exact: true }),
    ['name', 'id', 'version', 'description', 'mode', 'author', 'os', 'category', 'entry_point'],
  );
  await expect(fields).toContainText('"lite" | "pro" | "enterprise"');
  await expect(fields).toContainText('"DataSource" | "Visualization" | "Processing"');
  await expect(section.getByRole('figure').filter({ hasText: 'manifest.json' })).toContainText(
    '"entry_point": "main:app"',
  );
});

test('the user guide names baud rates, bit rates and pairing, and the plugin API its calls', async ({
  page,
}) => {
  const sources = await openRegion(page, '/docs/connecting-sources', 'Connecting sources');
  await expect(sources).toContainText('115,200');
  await expect(sources).toContainText('500 kbit/s');
  await expect(sources).toContainText('sudo ip link set can0 up type can bitrate 500000');
  await expect(sources).toContainText('pair it first');
  const api = await openRegion(page, '/docs/plugin-api', 'Plugin API reference');
  await expectEachVisible(
    (call) => api.getByRole('table').getByText(call, { exact: true }),
    ['start(emit)', 'stop()', 'configure(values)', 'create_widget(parent)'],
  );
  await expect(api).toContainText('emit(channel, value, timestamp=None)');
});

test('the REST API page links to the API reference and the local backend', async ({ page }) => {
  const restApi = await openRegion(page, '/docs/rest-api', 'REST API');
  await expectLinkTargets(restApi, [['Open the API reference', '/api/docs']]);
  // The site's public address (PUBLIC_URL, here the server's default http://localhost:<port>), as
  // the server wrote it into the page, even though this browser reached it as 127.0.0.1.
  await expect(restApi.getByText(/curl http:\/\/localhost:\d+\/api\//).first()).toBeVisible();
  await expect(restApi.getByText('X-Sinyal-Key', { exact: true }).first()).toBeVisible();
});

test('a Copy button puts the code on the clipboard and says so', async ({ page }) => {
  const troubleshooting = await openRegion(page, '/docs/troubleshooting', 'Troubleshooting');
  await troubleshooting.getByRole('button', { name: /^Copy/ }).click();
  await expect(page.getByText('Copied to clipboard!')).toBeVisible();
  expect(await clipboardText(page)).toBe('sudo usermod -aG dialout "$USER"');
});

test('the docs read in Turkish', async ({ page }) => {
  await openScreen(page, '/docs', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geliştirici Belgeleri');
  await expect(page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link')).toHaveText([
    'Kurulum',
    'Kaynak bağlama',
    'Panel oluşturma',
    'Kayıt ve tekrar oynatma',
    'Eklenti kullanma',
    'Başlarken',
    'Eklenti API başvurusu',
    'Eklenti Yayımlama',
    'REST API',
    'WebSockets',
    'Kimlik Doğrulama',
    'En İyi Uygulamalar',
    'Kod Örnekleri',
    'Sorun Giderme',
  ]);
  await openScreen(page, '/docs/getting-started', 'tr');
  await expect(page.getByText('Python 3.8+')).toBeVisible();
});
