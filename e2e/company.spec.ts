import { expect, test } from '@playwright/test';
import { openScreen, openTitledScreen } from './fixtures/site';

test('About tells the story, the mission and six core values, and leads to download and contact', async ({
  page,
}) => {
  await openTitledScreen(page, '/about', { heading: 'About Sinyal', title: 'About · Sinyal' });
  await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
  await expect(page.getByText('started in 2022')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  const values = page.getByRole('region', { name: 'Core Values' });
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Innovation',
    'Empowerment',
    'Openness',
    'Performance',
    'Integrity',
    'Education',
  ]);
  await expect(page.getByRole('link', { name: 'Download Sinyal' })).toHaveAttribute(
    'href',
    '/download',
  );
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('About reads in Turkish', async ({ page }) => {
  await openScreen(page, '/about', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sinyal Hakkında');
  await expect(page.getByRole('heading', { name: 'Hikâyemiz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Temel Değerlerimiz' })).toBeVisible();
});

test('Careers says nobody is hired now and the talent pool link is a prefilled e-mail', async ({
  page,
}) => {
  await openTitledScreen(page, '/careers', { heading: 'Careers', title: 'Careers · Sinyal' });
  await expect(page.getByText('We are not actively hiring at the moment.')).toBeVisible();
  const link = page.getByRole('link', { name: 'Join Our Talent Pool' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^mailto:careers@sinyal\.app\?subject=/);
  expect(new URL(href!).searchParams.get('subject')).toBe('Talent pool application — Sinyal');
});

test('Contact gives the sales, support and privacy addresses and the company', async ({ page }) => {
  await openTitledScreen(page, '/contact', { heading: 'Contact Us', title: 'Contact · Sinyal' });
  for (const address of ['sales@sinyal.app', 'support@sinyal.app', 'privacy@sinyal.app']) {
    await expect(page.getByRole('link', { name: address })).toHaveAttribute(
      'href',
      `mailto:${address}`,
    );
  }
  await expect(page.getByText('Sinyal Software Ltd.')).toBeVisible();
  await expect(page.getByText('Istanbul, Türkiye')).toBeVisible();
});
