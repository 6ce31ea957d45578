import { expect, test, type Page } from '@playwright/test';
import {
  clipboardText,
  expectEachVisible,
  openScreen,
  openTitledScreen,
  toast,
} from './fixtures/site';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function choose(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Switches to the alpha channel: only the 0.9.0-alpha build of the chosen system is listed, as
 * `alphaCard` of `size`, and the stable `stableCard` is gone. Returns the alpha build's card.
 */
async function chooseAlpha(page: Page, alphaCard: string, size: string, stableCard: string) {
  await choose(page, 'Alpha v0.9.0-alpha');
  const alpha = card(page, alphaCard);
  await expect(alpha).toContainText('0.9.0-alpha');
  await expect(alpha).toContainText(size);
  await expect(card(page, stableCard)).toHaveCount(0);
  return alpha;
}

test('Windows stable lists the installer and the portable build, alpha only the preview', async ({
  page,
}) => {
  await openTitledScreen(page, '/download', {
    heading: 'Download Sinyal',
    title: 'Download · Sinyal',
  });

  await choose(page, 'Windows');
  await choose(page, 'Stable v1.0.0');
  await expect(page.getByRole('button', { name: 'Linux', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  const installer = card(page, 'Installer');
  await expect(installer).toContainText('85 MB');
  await expect(installer).toContainText('1.0.0');
  await expect(installer).toContainText('64-bit');
  await expect(installer).toContainText('Sinyal-Setup-1.0.0-x64.exe');
  await expect(installer.getByRole('link', { name: 'Download Installer 1.0.0' })).toHaveAttribute(
    'href',
    'https://downloads.sinyal.app/releases/1.0.0/Sinyal-Setup-1.0.0-x64.exe',
  );
  await expect(card(page, 'Portable')).toContainText('92 MB');
  await expect(card(page, 'Alpha installer')).toHaveCount(0);

  await chooseAlpha(page, 'Alpha installer', '88 MB', 'Installer');
  await expect(
    page.getByText('The alpha channel offers only the 0.9.0-alpha preview'),
  ).toBeVisible();
});

test('Linux lists the DEB and RPM packages, and the alpha build on the alpha channel', async ({
  page,
}) => {
  await openScreen(page, '/download');
  await choose(page, 'Linux');
  await choose(page, 'Stable v1.0.0');
  await expect(card(page, 'DEB package')).toContainText('78 MB');
  await expect(card(page, 'RPM package')).toContainText('80 MB');
  await expect(card(page, 'Alpha build')).toHaveCount(0);

  const alpha = await chooseAlpha(page, 'Alpha build', '82 MB', 'DEB package');
  await expect(alpha).toContainText('Alpha');
});

test('the minimum requirements are on the page', async ({ page }) => {
  await openScreen(page, '/download');
  const requirements = page.getByRole('complementary', { name: 'Minimum requirements' });
  await expectEachVisible(
    (text) => requirements.getByText(text),
    [
      '2 GHz dual-core processor',
      '4 GB RAM',
      '500 MB storage',
      'OpenGL 3.3',
      'Windows 10/11 64-bit or modern Linux',
    ],
  );
});

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await openScreen(page, '/download');
  const first = page.getByRole('button', { name: 'What are the system requirements?' });
  const second = page.getByRole('button', {
    name: 'What is the difference between stable and alpha?',
  });
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('region', { name: 'What are the system requirements?' }),
  ).toContainText('4 GB of RAM');

  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(
    page.getByRole('region', { name: 'What are the system requirements?' }),
  ).toBeHidden();

  await page.getByRole('button', { name: 'How do I install on Linux?' }).click();
  const linux = page.getByRole('region', { name: 'How do I install on Linux?' });
  await expect(linux.getByText('sudo apt install ./sinyal_1.0.0_amd64.deb')).toBeVisible();
  await expect(linux.getByText('sudo dnf install ./sinyal-1.0.0.x86_64.rpm')).toBeVisible();
  await expect(linux.getByText('sudo dpkg -i sinyal_1.0.0_amd64.deb')).toBeVisible();
  await expect(linux.getByText('sudo rpm -i sinyal-1.0.0.x86_64.rpm')).toBeVisible();

  await page.getByRole('button', { name: 'Can I download an older version?' }).click();
  await expect(page.getByRole('link', { name: 'support@sinyal.app' })).toHaveAttribute(
    'href',
    'mailto:support@sinyal.app',
  );
});

test('switches and questions work from the keyboard', async ({ page }) => {
  await openScreen(page, '/download');
  await page.getByRole('button', { name: 'Windows', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Windows', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Linux', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Linux', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card(page, 'DEB package')).toBeVisible();

  const first = page.getByRole('button', { name: 'What are the system requirements?' });
  const second = page.getByRole('button', {
    name: 'What is the difference between stable and alpha?',
  });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  // Arrow keys, Home and End move between the questions without opening them.
  const last = page.getByRole('button', { name: 'Can I download an older version?' });
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('button', { name: 'How do I upgrade from Lite to Pro?' }),
  ).toBeFocused();
  await page.keyboard.press('End');
  await expect(last).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(last).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
});

test('the download page shows the plans and reads in Turkish', async ({ page }) => {
  await openScreen(page, '/download', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sinyal İndir');
  await choose(page, 'Windows');
  await expect(card(page, 'Kurulum dosyası')).toContainText('85 MB');
  await expect(page.getByRole('article', { name: 'Pro', exact: true })).toContainText('Popüler');
  await expect(page.getByRole('button', { name: 'Sistem gereksinimleri nelerdir?' })).toBeVisible();
});

test('each Linux install command has a Copy button that copies exactly that command', async ({
  page,
}) => {
  await openScreen(page, '/download');
  await page.getByRole('button', { name: 'How do I install on Linux?' }).click();
  const linux = page.getByRole('region', { name: 'How do I install on Linux?' });
  const commands: [label: string, command: string][] = [
    ['apt', 'sudo apt install ./sinyal_1.0.0_amd64.deb'],
    ['dpkg', 'sudo dpkg -i sinyal_1.0.0_amd64.deb'],
    ['dnf', 'sudo dnf install ./sinyal-1.0.0.x86_64.rpm'],
    ['rpm', 'sudo rpm -i sinyal-1.0.0.x86_64.rpm'],
    [
      'AppImage',
      'chmod +x ./sinyal-0.9.0-alpha-x86_64.AppImage\n./sinyal-0.9.0-alpha-x86_64.AppImage',
    ],
  ];
  for (const [label, command] of commands) {
    const copy = linux.getByRole('button', { name: `Copy ${label}`, exact: true });
    await copy.click();
    await expect(linux.getByRole('button', { name: `Copied ${label}`, exact: true })).toBeVisible();
    expect(await clipboardText(page)).toBe(command);
  }
  await expect(toast(page, 'Copied to clipboard!')).toBeVisible();
});

for (const language of ['en', 'tr'] as const) {
  test(`on a phone the install commands stay whole and scroll sideways (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, '/download', language);
    await page.getByRole('button', { name: /Linux/ }).last().click();
    const linux = page.getByRole('region', { name: /Linux/ });
    await expect(linux).toBeVisible();
    for (const command of [
      'sudo apt install ./sinyal_1.0.0_amd64.deb',
      'sudo dnf install ./sinyal-1.0.0.x86_64.rpm',
      './sinyal-0.9.0-alpha-x86_64.AppImage',
    ]) {
      // As many lines on screen as the command has: a wrapped file name would add one.
      const code = linux.getByText(command, { exact: false });
      const lines = await code.evaluate(
        (element) =>
          new Set(
            Array.from(element.getClientRects())
              .filter((box) => box.width > 0)
              .map((box) => Math.round(box.top)),
          ).size,
      );
      const expected = (await code.textContent())?.split('\n').length ?? 1;
      expect(lines, command).toBe(expected);
    }
    // The longest line is wider than the phone: its block scrolls instead of the page.
    const longest = linux.getByText('sudo dnf install ./sinyal-1.0.0.x86_64.rpm');
    const scrolls = await longest.evaluate((element) => {
      const block = element.closest('pre');
      return block !== null && block.scrollWidth > block.clientWidth;
    });
    expect(scrolls).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
}

test('each download shows its SHA-256, which Copy puts on the clipboard', async ({ page }) => {
  await openScreen(page, '/download');
  await choose(page, 'Linux');
  await choose(page, 'Stable v1.0.0');
  const deb = card(page, 'DEB package');
  const hash = '691c90f8d54be9613bcc2cdd5705bd80583d419ef7f8004d84c941f07438a90c';
  await expect(deb).toContainText('SHA-256');
  await expect(deb.getByText(hash)).toBeVisible();
  await deb.getByRole('button', { name: 'Copy SHA-256 of sinyal_1.0.0_amd64.deb' }).click();
  expect(await clipboardText(page)).toBe(hash);
});

test('a Mac visitor learns there is no macOS build and is offered the demo and the changelog', async ({
  page,
}) => {
  await openScreen(page, '/download');
  const mac = page.getByRole('complementary', { name: 'On a Mac?' });
  await expect(mac).toContainText('There is no macOS build of Sinyal yet');
  await mac.getByRole('link', { name: 'Try the live demo' }).click();
  await expect(page).toHaveURL(/:\d+\/demo$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Live demo');
  await page.goBack();
  await page
    .getByRole('complementary', { name: 'On a Mac?' })
    .getByRole('link', { name: 'Follow the changelog' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Changelog');
});
