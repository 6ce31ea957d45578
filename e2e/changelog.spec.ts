import { expect, test } from '@playwright/test';
import { clipboardText, openScreen } from './fixtures/site';

test('the changelog lists the versions of the download page with their notes and files', async ({
  page,
}) => {
  await openScreen(page, '/changelog');
  await expect(page).toHaveTitle('Changelog · Sinyal');
  const releases = page.getByRole('article');
  await expect(releases.getByRole('heading', { level: 2 })).toHaveText([
    'Sinyal 1.0.0',
    'Sinyal 0.9.0-alpha',
  ]);
  const stable = page.getByRole('article', { name: 'Sinyal 1.0.0' });
  await expect(stable).toContainText('Published September 15, 2025');
  await expect(stable).toContainText('Auto-save writes every session to disk');
  for (const file of [
    'Sinyal-Setup-1.0.0-x64.exe',
    'Sinyal-Portable-1.0.0-x64.zip',
    'sinyal_1.0.0_amd64.deb',
    'sinyal-1.0.0.x86_64.rpm',
  ]) {
    await expect(
      stable.getByRole('link', { name: `${file} (Download ${file})`, exact: true }),
    ).toHaveAttribute('href', `https://downloads.sinyal.app/releases/1.0.0/${file}`);
  }
  const hash = 'f5f6f7e8ff842e2b2b8dc0791eda37056c846d66341f8d51eb879a4ab7a4a2bc';
  await expect(stable.getByText(hash)).toBeVisible();
  await stable.getByRole('button', { name: 'Copy SHA-256 of Sinyal-Setup-1.0.0-x64.exe' }).click();
  expect(await clipboardText(page)).toBe(hash);
  await expect(page.getByRole('article', { name: 'Sinyal 0.9.0-alpha' })).toContainText(
    'sinyal-0.9.0-alpha-x86_64.AppImage',
  );
  await expect(page.getByText('sha256sum sinyal_1.0.0_amd64.deb')).toBeVisible();
});

test('the changelog reads in Turkish', async ({ page }) => {
  await openScreen(page, '/changelog', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sürüm notları');
  await expect(page.getByRole('article', { name: 'Sinyal 1.0.0' })).toContainText(
    'Yayın tarihi: 15 Eylül 2025',
  );
});
