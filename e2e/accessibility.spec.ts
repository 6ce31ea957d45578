import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from './fixtures/axe';
import { openScreen } from './fixtures/site';

// Every route of the site, with the document title it must set.
const routes: [route: string, title: RegExp][] = [
  ['/', /^Sinyal — real-time data plotting$/],
  ['/download', /^Download · Sinyal$/],
  ['/about', /^About · Sinyal$/],
  ['/careers', /^Careers · Sinyal$/],
  ['/legal', /^Legal Information · Sinyal$/],
  ['/privacy', /^Privacy Policy · Sinyal$/],
  ['/docs', /^Developer Documentation · Sinyal$/],
  ['/docs/connecting-sources', /^Connecting sources · Developer Documentation · Sinyal$/],
  ['/docs/plugin-api', /^Plugin API reference · Developer Documentation · Sinyal$/],
  ['/demo', /^Live demo · Sinyal$/],
  ['/changelog', /^Changelog · Sinyal$/],
  ['/pricing', /^Pricing · Sinyal$/],
  ['/contact', /^Contact · Sinyal$/],
  ['/login', /^Log in · Sinyal$/],
  ['/register', /^Register · Sinyal$/],
  ['/blog', /^Blog · Sinyal$/],
  ['/tutorials', /^Tutorials · Sinyal$/],
  ['/extensions', /^Extensions · Sinyal$/],
  ['/dashboard', /^Dashboard · Sinyal$/],
  ['/verify-email', /^Verify email · Sinyal$/],
  ['/reset-password', /^Reset password · Sinyal$/],
  ['/no-such-page', /^Page not found · Sinyal$/],
];

for (const language of ['en', 'tr'] as const) {
  for (const [route, title] of routes) {
    test(`${route} in ${language} has one h1, a title and no serious axe violation`, async ({
      page,
    }) => {
      await openScreen(page, route, language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (language === 'en') await expect(page).toHaveTitle(title);
      else await expect(page).not.toHaveTitle('');
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}
