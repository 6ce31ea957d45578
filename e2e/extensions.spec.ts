import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { agentKey, expect, test } from './fixtures/agent';
import { seriousAxeViolations } from './fixtures/axe';
import { createVerifiedAccount, makePremium } from './fixtures/extension-accounts';
import { openDashboardFromHeader, openScreen } from './fixtures/site';

// The two sample extensions every part of the product starts from (contracts/extension-catalog).
const csv = 'CSV Recorder';
const spectrum = 'Spectrum Analyzer';

const card = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const statusLine = (page: Page) => page.getByRole('status').filter({ hasText: /Sinyal/ });

/** A button of the card of the extension named `name`: "Install", "Disable", "Enable"… */
const cardButton = (page: Page, name: string, action: string) =>
  card(page, name).getByRole('button', { name: `${action} ${name}` });

/** The status line says the page talks to the local backend on `port`. */
async function expectConnected(page: Page, port: number) {
  await expect(statusLine(page)).toHaveText(`Connected to Sinyal on 127.0.0.1:${port}`);
}

/** Waits for the cards (the page shows "Loading extensions..." until then). */
async function openMarketplace(page: Page, route = '/extensions', language: 'en' | 'tr' = 'en') {
  await openScreen(page, route, language);
  await expect(card(page, csv)).toBeVisible();
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

test.describe('visitor mode (no conn)', () => {
  test('shows the hero, the visitor line, both cards with their fields, badges and buttons', async ({
    page,
  }) => {
    await openMarketplace(page);
    await expect(page).toHaveTitle('Extensions · Sinyal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extension Marketplace');
    await expect(statusLine(page)).toContainText('You are browsing as a visitor');
    await expect(statusLine(page).getByRole('link', { name: 'Download Sinyal' })).toBeVisible();
    await expect(page.getByLabel('Search extensions')).toHaveAttribute(
      'placeholder',
      'Search extensions...',
    );

    // One model with the manifest: the badge and the mode fact both name the plan it needs.
    const recorder = card(page, csv);
    await expect(recorder.getByText('Lite', { exact: true })).toHaveCount(2);
    await expect(recorder.getByText('Pro', { exact: true })).toHaveCount(0);
    await expect(recorder.getByText('Hybrid', { exact: true })).toHaveCount(0);
    await expect(recorder.getByText('v1.4.2')).toBeVisible();
    await expect(recorder.getByRole('link', { name: 'by Sinyal Labs' })).toBeVisible();
    await expect(recorder.getByText(/Records every live channel/)).toBeVisible();
    await expect(recorder.getByText('Aug 12, 2025')).toBeVisible();
    await expect(recorder.getByText('3 formats')).toBeVisible();
    await expect(recorder.getByText('Windows, Linux', { exact: true })).toBeVisible();
    await expect(recorder.getByRole('button', { name: `Install ${csv}` })).toBeVisible();
    await expect(recorder.getByRole('link', { name: /^Included with/ })).toHaveCount(0);
    await expect(recorder.getByRole('button', { name: /^Website/ })).toBeVisible();
    await expect(recorder.getByRole('button', { name: /^(Enable|Disable)/ })).toHaveCount(0);

    const analyzer = card(page, spectrum);
    await expect(analyzer.getByText('Pro', { exact: true })).toHaveCount(2);
    await expect(analyzer.getByText('v2.1.0')).toBeVisible();
    await expect(analyzer.getByText('Jul 28, 2025')).toBeVisible();
    await expect(analyzer.getByText('4 formats')).toBeVisible();
    // Not sold on its own: it comes with the plan its mode names.
    await expect(analyzer.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    await expect(
      analyzer.getByRole('link', { name: `Included with Pro: ${spectrum}` }),
    ).toHaveAttribute('href', '/pricing');
  });

  test('Install says where it goes and opens the download page', async ({ page }) => {
    await openMarketplace(page);
    await cardButton(page, csv, 'Install').click();
    await expect(toast(page, `Redirecting to download page for ${csv}`)).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/download$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/download/i);
  });

  test('an invalid conn means visitor mode and logs "Invalid IP or port"', async ({ page }) => {
    for (const conn of [
      base64('999.0.0.1:47113'),
      base64('localhost:47113'),
      base64('127.0.0.1:port'),
      'not base64!',
    ]) {
      const logged: string[] = [];
      const listener = (message: { text(): string }) => logged.push(message.text());
      page.on('console', listener);
      await page.goto('about:blank');
      await openMarketplace(page, `/extensions?conn=${encodeURIComponent(conn)}&key=${agentKey}`);
      await expect(statusLine(page)).toContainText('You are browsing as a visitor');
      await expect(cardButton(page, csv, 'Install')).toBeVisible();
      await expect.poll(() => logged).toContain('Invalid IP or port');
      page.off('console', listener);
    }
  });

  test('"Included with Pro" leads to the pricing page; Website says so and opens the repository in a new tab', async ({
    page,
    context,
  }) => {
    await context.route('https://github.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Repository</title>' }),
    );
    await openMarketplace(page);
    const analyzer = card(page, spectrum);
    await analyzer.getByRole('link', { name: /^Included with Pro/ }).click();
    await expect(page).toHaveURL(/:\d+\/pricing$/);
    await page.goBack();

    const popup = page.waitForEvent('popup');
    await analyzer.getByRole('button', { name: /^Website/ }).click();
    const tab = await popup;
    await expect(tab).toHaveURL('https://github.com/sinyal-extensions/spectrum-analyzer');
    await expect(toast(page, 'Opening extension website in new tab')).toBeVisible();
  });

  test('a reader whose plan includes a Pro extension is told so, with nothing to buy', async ({
    page,
    request,
  }) => {
    const account = await createVerifiedAccount(request, 'included');
    makePremium(account.username);
    await page.addInitScript(
      (token) => window.sessionStorage.setItem('token', token),
      account.token,
    );
    await openMarketplace(page);
    const analyzer = card(page, spectrum);
    await expect(analyzer.getByText('Included in your Pro plan')).toBeVisible();
    await expect(analyzer.getByRole('link', { name: /^Included with/ })).toHaveCount(0);
    await expect(analyzer.getByRole('button', { name: /^Buy/ })).toHaveCount(0);
    await expect(card(page, csv).getByText(/Included/)).toHaveCount(0);
  });

  test('Website without a link says "No website available."', async ({ page }) => {
    await page.route('**/api/extensions?*', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { items: { git_path: string }[] };
      for (const item of body.items) item.git_path = '';
      await route.fulfill({ response: answer, json: body });
    });
    let opened = false;
    page.on('popup', () => (opened = true));
    await openMarketplace(page);
    await card(page, csv)
      .getByRole('button', { name: /^Website/ })
      .click();
    await expect(toast(page, 'No website available.')).toBeVisible();
    expect(opened).toBe(false);
  });
});

test.describe('search and filters', () => {
  const shows = async (page: Page, visible: string[], hidden: string[]) => {
    for (const name of visible) await expect(card(page, name)).toBeVisible();
    for (const name of hidden) await expect(card(page, name)).toHaveCount(0);
  };

  test('search matches name, description and category, in any case', async ({ page }) => {
    await openMarketplace(page);
    const search = page.getByRole('searchbox', { name: 'Search extensions' });
    await search.fill('SPECTRUM');
    await shows(page, [spectrum], [csv]);
    await search.fill('waterfall');
    await shows(page, [spectrum], [csv]);
    await search.fill('recorder');
    await shows(page, [csv], [spectrum]);
    await search.fill('Visualization');
    await shows(page, [spectrum], [csv]);
    await search.fill('no such thing');
    await shows(page, [], [csv, spectrum]);
    await expect(page.getByText('No extension matches “no such thing”.')).toBeVisible();
    await page.getByRole('button', { name: 'Show all extensions' }).click();
    await expect(search).toHaveValue('');
    await shows(page, [csv, spectrum], []);
  });

  test('each filter shows what docs/product.md §5 says, in visitor mode', async ({ page }) => {
    await openMarketplace(page);
    const filters = page.getByRole('group', { name: 'Show' });
    const expectations: [string, string[], string[]][] = [
      ['Lite', [csv], [spectrum]],
      ['Pro & Enterprise', [spectrum], [csv]],
      ['Recorder', [csv], [spectrum]],
      ['Visualization', [spectrum], [csv]],
      ['Installed', [], [csv, spectrum]],
      ['All', [csv, spectrum], []],
    ];
    for (const [filter, visible, hidden] of expectations) {
      const button = filters.getByRole('button', { name: filter, exact: true });
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      await expect(filters.getByRole('button', { pressed: true })).toHaveCount(1);
      await shows(page, visible, hidden);
      if (filter === 'Installed') {
        await expect(
          page.getByText(
            'Installed extensions show here when the page is opened from the Sinyal app.',
          ),
        ).toBeVisible();
      }
    }
  });

  test('search and a filter combine', async ({ page }) => {
    await openMarketplace(page);
    await page.getByRole('button', { name: 'Recorder', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search extensions' }).fill('csv');
    // "CSV" is in both descriptions; the filter keeps the recorder only.
    await shows(page, [csv], [spectrum]);
  });
});

test.describe('connected to a real agent', () => {
  test('install → disable → enable, with the exact messages, kept across a reload', async ({
    page,
    agent,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await openMarketplace(page, agent.route);
    await expectConnected(page, agent.port);
    await expect
      .poll(() => logged.some((line) => line.includes('Sinyal local backend')))
      .toBe(true);

    const recorder = card(page, csv);
    await expect(recorder.getByRole('link', { name: /^Included with/ })).toHaveCount(0);
    await recorder.getByRole('button', { name: `Install ${csv}` }).click();
    await expect(toast(page, `Extension installed: ${csv}`)).toBeVisible();
    await expect(recorder.getByText('Enabled', { exact: true })).toBeVisible();
    await expect(recorder.getByRole('button', { name: /^Install/ })).toHaveCount(0);

    await recorder.getByRole('button', { name: `Disable ${csv}` }).click();
    await expect(toast(page, `Extension disabled: ${csv}`)).toBeVisible();
    await expect(recorder.getByText('Disabled', { exact: true })).toBeVisible();

    await recorder.getByRole('button', { name: `Enable ${csv}` }).click();
    await expect(toast(page, `Extension enabled: ${csv}`)).toBeVisible();
    await expect(recorder.getByRole('button', { name: `Disable ${csv}` })).toBeVisible();

    await recorder.getByRole('button', { name: `Disable ${csv}` }).click();
    await expect(recorder.getByRole('button', { name: `Enable ${csv}` })).toBeVisible();

    // The agent keeps the state: a reload shows it installed and disabled.
    await page.reload();
    await expect(cardButton(page, csv, 'Enable')).toBeVisible();
    await expect(cardButton(page, spectrum, 'Install')).toBeVisible();
    await expect(
      card(page, spectrum).getByRole('link', { name: /^Included with Pro/ }),
    ).toBeVisible();
  });

  test('"Installed" shows only the installed extensions', async ({ page, agent }) => {
    await openMarketplace(page, agent.route);
    const installed = page.getByRole('button', { name: 'Installed', exact: true });
    await installed.click();
    await expect(card(page, csv)).toHaveCount(0);
    await expect(card(page, spectrum)).toHaveCount(0);
    await expect(page.getByText(/Nothing is installed yet/)).toBeVisible();

    await page.getByRole('button', { name: 'All', exact: true }).click();
    await cardButton(page, csv, 'Install').click();
    await expect(toast(page, `Extension installed: ${csv}`)).toBeVisible();
    await installed.click();
    await expect(card(page, csv)).toBeVisible();
    await expect(card(page, spectrum)).toHaveCount(0);

    await page.getByRole('button', { name: 'Pro & Enterprise', exact: true }).click();
    await expect(card(page, spectrum)).toBeVisible();
    await page.getByRole('button', { name: 'Lite', exact: true }).click();
    await expect(card(page, csv)).toBeVisible();
    await expect(card(page, spectrum)).toHaveCount(0);
  });

  test('the agent stopped mid-session: "Error toggling {name}.", then the status error on reload', async ({
    page,
    agent,
  }) => {
    await openMarketplace(page, agent.route);
    const recorder = card(page, csv);
    await recorder.getByRole('button', { name: `Install ${csv}` }).click();
    await expect(recorder.getByRole('button', { name: `Disable ${csv}` })).toBeVisible();

    await agent.stop();
    await recorder.getByRole('button', { name: `Disable ${csv}` }).click();
    await expect(toast(page, `Error toggling ${csv}.`)).toBeVisible();
    // Nothing changed locally, and the line says the app is gone.
    await expect(recorder.getByRole('button', { name: `Disable ${csv}` })).toBeVisible();
    await expect(statusLine(page)).toContainText(
      `Sinyal on 127.0.0.1:${agent.port} is not answering`,
    );

    await page.reload();
    await expect(toast(page, 'Error fetching extension status. Showing catalog.')).toBeVisible();
    await expect(cardButton(page, csv, 'Install')).toBeVisible();
    await cardButton(page, csv, 'Install').click();
    await expect(toast(page, `Error installing ${csv}.`)).toBeVisible();
  });

  test('a link without the key: every call fails and the page says why', async ({
    page,
    agent,
  }) => {
    // The toast is looked for as soon as the page is there: it is gone after a few seconds.
    await page.goto(`/extensions?conn=${encodeURIComponent(agent.conn)}`);
    await expect(toast(page, 'Error fetching extension status. Showing catalog.')).toBeVisible();
    await expect(statusLine(page)).toContainText('This link has no pairing key');
    await expect(card(page, csv)).toBeVisible();

    await openScreen(
      page,
      `/extensions?conn=${encodeURIComponent(agent.conn)}&key=wrong-key-0123456789abcdef`,
    );
    await expect(statusLine(page)).toContainText('did not accept this link');
  });

  test('a signed-in install is recorded on the account and counted by the dashboard figures', async ({
    page,
    agent,
    request,
  }) => {
    const account = await createVerifiedAccount(request);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), account.token);
    await openMarketplace(page, agent.route);
    await cardButton(page, csv, 'Install').click();
    await expect(toast(page, `Extension installed: ${csv}`)).toBeVisible();
    await expect
      .poll(async () => {
        const stats = await request.get('/api/user/stats', {
          headers: { Authorization: `Bearer ${account.token}` },
        });
        return ((await stats.json()) as { extensions: number }).extensions;
      })
      .toBe(1);
  });

  test('the dashboard counts what is installed now: an install and an uninstall show at once', async ({
    page,
    agent,
    request,
  }) => {
    const account = await createVerifiedAccount(request);
    await page.addInitScript((token) => window.localStorage.setItem('token', token), account.token);
    const installedFigure = () =>
      page
        .getByRole('tabpanel', { name: 'Overview' })
        .getByRole('listitem')
        .filter({ hasText: /^Installed Extensions/ });
    // Through the header, as a reader goes: the dashboard's answers stay cached between screens.
    const openDashboard = () => openDashboardFromHeader(page);

    await openMarketplace(page, agent.route);
    await openDashboard();
    await expect(installedFigure()).toContainText(/0$/);
    await page.goBack();
    await cardButton(page, csv, 'Install').click();
    await expect(toast(page, `Extension installed: ${csv}`)).toBeVisible();
    await openDashboard();
    await expect(installedFigure()).toContainText(/1$/);

    await page.goBack();
    await cardButton(page, csv, 'Uninstall').click();
    await expect(toast(page, `Extension uninstalled: ${csv}`)).toBeVisible();
    await openDashboard();
    await expect(installedFigure()).toContainText(/0$/);
    // A reload asks the server afresh: the same figure.
    await page.reload();
    await expect(installedFigure()).toContainText(/0$/);
  });

  test('toasts and the status line are in Turkish on the Turkish site', async ({ page, agent }) => {
    await openMarketplace(page, agent.route, 'tr');
    await expect(statusLine(page)).toHaveText(
      `127.0.0.1:${agent.port} adresindeki Sinyal uygulamasına bağlı`,
    );
    await cardButton(page, csv, 'Yükle').click();
    await expect(toast(page, `Eklenti yüklendi: ${csv}`)).toBeVisible();
    await card(page, csv)
      .getByRole('button', { name: `Devre dışı bırak ${csv}` })
      .click();
    await expect(toast(page, `Eklenti devre dışı bırakıldı: ${csv}`)).toBeVisible();
  });

  test('the detail page keeps the connection and installs from there', async ({ page, agent }) => {
    await openMarketplace(page, agent.route);
    await card(page, csv)
      .getByRole('link', { name: `Details ${csv}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csv);
    await expectConnected(page, agent.port);
    await page.getByRole('button', { name: `Install ${csv}` }).click();
    await expect(toast(page, `Extension installed: ${csv}`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Disable ${csv}` })).toBeVisible();
    await page.getByRole('link', { name: 'All extensions' }).click();
    await expect(cardButton(page, csv, 'Disable')).toBeVisible();
  });

  test('the pairing key leaves the address bar, and the connection survives navigation and reload', async ({
    page,
    agent,
  }) => {
    await openMarketplace(page, agent.route);
    await expectConnected(page, agent.port);
    await expect(page).toHaveURL(/:\d+\/extensions$/);
    expect(page.url()).not.toContain(agent.key);
    await page.getByRole('banner').getByRole('link', { name: 'Docs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Documentation');
    await page.getByRole('banner').getByRole('link', { name: 'Extensions' }).click();
    await expectConnected(page, agent.port);
    await cardButton(page, csv, 'Install').click();
    await expect(cardButton(page, csv, 'Disable')).toBeVisible();
    await card(page, csv).getByRole('link', { name: 'by Sinyal Labs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sinyal Labs');
    await expect(cardButton(page, csv, 'Disable')).toBeVisible();
    await expect(card(page, spectrum)).toBeVisible();
    await page.reload();
    await expect(cardButton(page, csv, 'Disable')).toBeVisible();
  });

  test('an extension the licence does not cover says which plan it needs and links to pricing', async ({
    page,
    agent,
  }) => {
    await openMarketplace(page, agent.route);
    await cardButton(page, spectrum, 'Install').click();
    const alert = card(page, spectrum).getByRole('alert');
    await expect(alert).toHaveText(
      `${spectrum} needs the Pro plan, which this app’s licence does not include. See plans and pricing`,
    );
    await expect(cardButton(page, spectrum, 'Install')).toBeVisible();
    await alert.getByRole('link', { name: 'See plans and pricing' }).click();
    await expect(page).toHaveURL(/:\d+\/pricing$/);
  });

  test('Uninstall removes the extension from the app and from disk', async ({ page, agent }) => {
    await openMarketplace(page, agent.route);
    const recorder = card(page, csv);
    await recorder.getByRole('button', { name: `Install ${csv}` }).click();
    await expect(recorder.getByRole('button', { name: `Uninstall ${csv}` })).toBeVisible();
    expect(
      fs.existsSync(path.join(agent.dataDir, 'extensions/csv-recorder/1.4.2/csv_recorder/main.py')),
    ).toBe(true);
    await recorder.getByRole('button', { name: `Uninstall ${csv}` }).click();
    await expect(toast(page, `Extension uninstalled: ${csv}`)).toBeVisible();
    await expect(recorder.getByRole('button', { name: `Install ${csv}` })).toBeVisible();
    expect(fs.existsSync(path.join(agent.dataDir, 'extensions/csv-recorder'))).toBe(false);
  });
});

test.describe('the built-in catalogue', () => {
  test('when /api/extensions fails, the two built-in cards and their pages still show', async ({
    page,
  }) => {
    await page.route('**/api/extensions**', (route) => route.abort());
    await openMarketplace(page);
    await expect(card(page, spectrum)).toBeVisible();
    await expect(
      page.getByText(
        'The extension server could not be reached, so the built-in catalogue is shown.',
      ),
    ).toBeVisible();

    await card(page, csv)
      .getByRole('link', { name: `Details ${csv}` })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(csv);
    await expect(page.getByText('v1.4.2').first()).toBeVisible();
    await expect(
      page.getByText('The extension server could not be reached: this is the built-in entry.'),
    ).toBeVisible();
  });
});

test.describe('the detail page', () => {
  test('shows the full description, versions and manifest fields', async ({ page }) => {
    await openScreen(page, '/extensions/spectrum-analyzer');
    await expect(page).toHaveTitle('Spectrum Analyzer · Sinyal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spectrum);
    await expect(page.getByRole('heading', { name: 'About this extension' })).toBeVisible();
    await expect(page.getByText(/flat-top windows/).first()).toBeVisible();
    const versions = page.getByRole('table', { name: 'Published versions, newest first' });
    const latest = versions.getByRole('row', { name: /v2\.1\.0/ });
    await expect(latest).toContainText('Latest');
    await expect(latest).toContainText('Jul 28, 2025');
    await expect(latest).toContainText(/\d+(\.\d)? KB/);
    await expect(latest.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
    await expect(latest).toContainText('Verified signature');
    await expect(page.getByRole('heading', { name: 'Changelog' })).toBeVisible();
    await expect(page.getByText('Flat-top window, for amplitude readings.')).toBeVisible();
    await expect(page.getByText('Needs a Pro or Enterprise plan.')).toBeVisible();
    const manifest = page.getByRole('table', { name: 'Manifest' });
    for (const [field, value] of [
      ['id', 'spectrum-analyzer'],
      ['version', '2.1.0'],
      ['mode', 'pro (plan: Pro)'],
      ['category', 'Visualization (listed as Visualization)'],
      ['engines', '{"sinyal":">=1.0.0 <2.0.0"}'],
      ['entry_point', 'spectrum_analyzer.main:app'],
      ['os', '["Windows","Linux"]'],
    ] as const) {
      await expect(manifest.getByRole('row', { name: new RegExp(`^${field} `) })).toContainText(
        value,
      );
    }
    await expect(page.getByRole('link', { name: `Included with Pro: ${spectrum}` })).toBeVisible();
    await expect(page.getByText('Pro or Enterprise', { exact: true })).toBeVisible();
  });

  test('an unknown id shows "Extension not found" with a way back', async ({ page }) => {
    await openScreen(page, '/extensions/no-such-extension');
    await expect(page).toHaveTitle('Extension not found · Sinyal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extension not found');
    await expect(
      page.getByText('No extension has the id “no-such-extension”.', { exact: false }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Browse the marketplace' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extension Marketplace');
  });
});

test.describe('accessibility', () => {
  for (const language of ['en', 'tr'] as const) {
    for (const route of [
      '/extensions',
      '/extensions/csv-recorder',
      '/extensions/no-such-extension',
    ]) {
      test(`${route} in ${language} has one h1, a title and no serious axe violation`, async ({
        page,
      }) => {
        await openScreen(page, route, language);
        if (route === '/extensions') await expect(card(page, csv)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).not.toHaveTitle('');
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  }

  test('the connected page has no serious axe violation either', async ({ page, agent }) => {
    await openMarketplace(page, agent.route);
    await cardButton(page, csv, 'Install').click();
    await expect(cardButton(page, csv, 'Disable')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
