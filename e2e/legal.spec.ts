import { expect, test, type Locator } from '@playwright/test';
import { expectSections, sectionHeading, sectionNav } from './fixtures/document-page';
import { expectEachVisible, openRegion, openScreen, openTitledScreen } from './fixtures/site';

const sections = [
  'Terms of Service',
  'Privacy Policy',
  'Software License',
  'Extension Policy',
  'Disclaimer',
  'Limitation of Liability',
  'Compliance',
];

async function headingTop(heading: Locator): Promise<number> {
  return heading.evaluate((element) => element.getBoundingClientRect().top);
}

test('the legal page has its heading, title and seven sections with navigation links', async ({
  page,
}) => {
  await openTitledScreen(page, '/legal', {
    heading: 'Legal Information',
    title: 'Legal Information · Sinyal',
  });
  await expectSections(page, sections);
  // Reading starts at the first section.
  await expect(sectionNav(page).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});

test('the terms cover acceptance, registration, responsibilities and changes to the service', async ({
  page,
}) => {
  const terms = await openRegion(page, '/legal', 'Terms of Service');
  await expectEachVisible(
    (topic) => terms.getByRole('heading', { level: 3, name: topic }),
    [
      'Acceptance of the terms',
      'Account registration',
      'Your responsibilities',
      'Changes to the Service and to these Terms',
    ],
  );
  const privacy = page.getByRole('region', { name: 'Privacy Policy' });
  await expect(privacy.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    /^\/privacy$/,
  );
  const compliance = page.getByRole('region', { name: 'Compliance' });
  await expect(compliance).toContainText('GDPR');
  await expect(compliance).toContainText('Law No. 6698');
  await expect(compliance.getByRole('link', { name: 'legal@sinyal.app' }).first()).toHaveAttribute(
    'href',
    'mailto:legal@sinyal.app',
  );
});

test('clicking a far section scrolls its heading below the header, focuses it and keeps the route', async ({
  page,
}) => {
  await openScreen(page, '/legal');
  const link = sectionNav(page).getByRole('link', { name: 'Compliance' });
  const heading = sectionHeading(page, 'Compliance');
  await link.click();

  await expect.poll(() => headingTop(heading)).toBeGreaterThan(60);
  await expect.poll(() => headingTop(heading)).toBeLessThan(140);
  await expect(link).toHaveAttribute('aria-current', 'location');
  await expect(link).toHaveClass(/is-current/);
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/:\d+\/legal$/);
  // Only one link is current at a time.
  await expect(sectionNav(page).locator('[aria-current]')).toHaveCount(1);
});

test('scrolling by hand moves the highlight to the section being read', async ({ page }) => {
  await openScreen(page, '/legal');
  const nav = sectionNav(page);
  const license = nav.getByRole('link', { name: 'Software License' });

  // Bring the Software License heading 120 px below the top: inside the 150 px threshold.
  const top = await sectionHeading(page, 'Software License').evaluate(
    (element) => element.getBoundingClientRect().top + window.scrollY,
  );
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top - 120);
  await expect(license).toHaveAttribute('aria-current', 'location');
  await expect(nav.getByRole('link', { name: 'Terms of Service' })).not.toHaveAttribute(
    'aria-current',
  );

  // The mouse wheel back towards the top returns the highlight to the first section.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, -(top + 1000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(nav.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(license).not.toHaveAttribute('aria-current');

  // At the very bottom the last section wins.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await expect(nav.getByRole('link', { name: 'Compliance' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page).toHaveURL(/:\d+\/legal$/);
});

test('with reduced motion a section link jumps straight to the section', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openScreen(page, '/legal');
  const heading = sectionHeading(page, 'Limitation of Liability');
  await sectionNav(page).getByRole('link', { name: 'Limitation of Liability' }).click();
  // No animation frames: the page is already in place when the click returns.
  expect(await headingTop(heading)).toBeGreaterThan(60);
  expect(await headingTop(heading)).toBeLessThan(140);
  await expect(heading).toBeFocused();
});

test('the software license shows the Lite, Pro and Enterprise plan cards', async ({ page }) => {
  await openScreen(page, '/legal');
  const plans = page.getByRole('list', { name: 'Licence plans' });
  await expect(plans.getByRole('heading', { level: 4 })).toHaveText(['Lite', 'Pro', 'Enterprise']);
  const card = (name: string) => plans.getByRole('article', { name });
  await expect(card('Lite')).toContainText('Free');
  await expect(card('Lite')).toContainText('non-commercial');
  await expect(card('Pro')).toContainText('$5');
  await expect(card('Pro')).toContainText('per month');
  await expect(card('Enterprise')).toContainText('Custom');
  await expect(card('Enterprise').getByRole('link', { name: 'sales@sinyal.app' })).toHaveAttribute(
    'href',
    'mailto:sales@sinyal.app',
  );
});

test('the legal page is in Turkish when Turkish is chosen', async ({ page }) => {
  await openScreen(page, '/legal', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yasal Bilgiler');
  await expect(page.getByRole('navigation', { name: 'Bu sayfada' }).getByRole('link')).toHaveCount(
    7,
  );
  await expect(sectionHeading(page, 'Hizmet Koşulları')).toBeVisible();
  await expect(page.getByText('Son güncelleme: 25 Ağustos 2025')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contents become a horizontal strip above the text that still scrolls to sections', async ({
    page,
  }) => {
    await openScreen(page, '/legal');
    const nav = sectionNav(page);
    const first = await nav.getByRole('link', { name: 'Terms of Service' }).boundingBox();
    const second = await nav.getByRole('link', { name: 'Privacy Policy' }).boundingBox();
    expect(first && second && Math.abs(first.y - second.y)).toBeLessThan(2);
    const navBox = await nav.boundingBox();
    const headingBox = await sectionHeading(page, 'Terms of Service').boundingBox();
    expect(navBox && headingBox && navBox.y < headingBox.y).toBe(true);

    await nav.getByRole('link', { name: 'Disclaimer' }).click();
    const heading = sectionHeading(page, 'Disclaimer');
    await expect(heading).toBeFocused();
    await expect.poll(() => headingTop(heading)).toBeLessThan(200);
    await expect.poll(() => headingTop(heading)).toBeGreaterThan(40);
    await expect(nav.getByRole('link', { name: 'Disclaimer' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });
});
