import { expect, test } from '@playwright/test';
import { expectSections, sectionHeading, sectionNav } from './fixtures/document-page';
import { expectLinkTargets, openRegion, openScreen, openTitledScreen } from './fixtures/site';

const sections = [
  'Overview',
  'Data We Collect',
  'How We Use Data',
  'Telemetry Data',
  'Data Sharing',
  'Your Rights',
  'Data Security',
  'Compliance',
  'Contact Us',
];

test('the privacy page has its heading, title, dates and nine sections', async ({ page }) => {
  await openTitledScreen(page, '/privacy', {
    heading: 'Privacy Policy',
    title: 'Privacy Policy · Sinyal',
  });
  await expect(page.getByText('Last updated: August 25, 2025')).toBeVisible();
  await expect(page.getByText('Effective date: August 25, 2025')).toBeVisible();
  await expectSections(page, sections);
});

test('Your Rights lists the six rights and telemetry can be opted out of', async ({ page }) => {
  const rights = await openRegion(page, '/privacy', 'Your Rights');
  for (const right of [
    'Access',
    'Rectification',
    'Deletion',
    'Restriction',
    'Portability',
    'Objection',
  ]) {
    await expect(
      rights.getByRole('listitem').filter({ has: page.getByText(right, { exact: true }) }),
    ).toHaveCount(1);
  }
  const telemetry = page.getByRole('region', { name: 'Telemetry Data' });
  await expect(telemetry).toContainText('anonymous');
  await expect(telemetry).toContainText('account settings');
  const compliance = page.getByRole('region', { name: 'Compliance' });
  await expect(compliance).toContainText('GDPR');
  await expect(compliance).toContainText('Law No. 6698');
});

test('Contact Us gives the privacy e-mail as a mailto link and the company', async ({ page }) => {
  const contact = await openRegion(page, '/privacy', 'Contact Us');
  await expectLinkTargets(contact, [['privacy@sinyal.app', 'mailto:privacy@sinyal.app']]);
  await expect(contact).toContainText('Sinyal Software Ltd., Istanbul, Türkiye');
});

test('the highlighted section follows clicks and scrolling without changing the route', async ({
  page,
}) => {
  await openScreen(page, '/privacy');
  const nav = sectionNav(page);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'location',
  );

  const security = nav.getByRole('link', { name: 'Data Security' });
  await security.click();
  await expect(security).toHaveAttribute('aria-current', 'location');
  await expect(sectionHeading(page, 'Data Security')).toBeFocused();
  await expect
    .poll(() =>
      sectionHeading(page, 'Data Security').evaluate((el) => el.getBoundingClientRect().top),
    )
    .toBeLessThan(140);
  // The eased scroll comes to rest (no movement over two frames) before the reader scrolls on:
  // a scroll set while it still runs would be carried back to Data Security by its last frames.
  await expect
    .poll(() =>
      sectionHeading(page, 'Data Security').evaluate(
        (element) =>
          new Promise<boolean>((resolve) => {
            const before = element.getBoundingClientRect().top;
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(element.getBoundingClientRect().top === before)),
            );
          }),
      ),
    )
    .toBe(true);

  // Scrolling by hand to Data Sharing moves the highlight there.
  const sharingTop = await sectionHeading(page, 'Data Sharing').evaluate(
    (element) => element.getBoundingClientRect().top + window.scrollY,
  );
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), sharingTop - 100);
  await expect(nav.getByRole('link', { name: 'Data Sharing' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(security).not.toHaveAttribute('aria-current');
  await expect(page).toHaveURL(/:\d+\/privacy$/);
});

test('the privacy page is in Turkish with a Turkish date and the KVKK rights', async ({ page }) => {
  await openScreen(page, '/privacy', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gizlilik Politikası');
  await expect(page.getByText('Son güncelleme: 25 Ağustos 2025')).toBeVisible();
  await expect(page.getByText('Yürürlük tarihi: 25 Ağustos 2025')).toBeVisible();
  await expect(sectionNav(page, 'Bu sayfada').getByRole('link')).toHaveCount(9);
  const rights = page.getByRole('region', { name: 'Haklarınız' });
  await expect(
    rights.getByRole('heading', { name: 'KVKK’nın 11. maddesindeki haklarınız' }),
  ).toBeVisible();
  await expect(rights).toContainText('Başvuru yöntemi');
});
