import { expect, test } from '@playwright/test';
import { openScreen, openTitledScreen } from './fixtures/site';

const forumUrl = 'https://community.sinyal.app';

for (const [route, heading, linkName, url] of [
  ['/blog', 'Blog', 'Read the blog on the forum', `${forumUrl}/c/blog`],
  ['/tutorials', 'Tutorials', 'Browse tutorials on the forum', `${forumUrl}/c/tutorials`],
] as const) {
  test(`${route} points to the forum in a new tab`, async ({ page }) => {
    await openTitledScreen(page, route, { heading, title: `${heading} · Sinyal` });
    const link = page.getByRole('link', { name: linkName });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
}

test('/community sends the visitor to the forum', async ({ page }) => {
  await page.route(`${forumUrl}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Forum</h1>' }),
  );
  // Not openScreen: the page leaves before anyone could tap it.
  await page.goto('/community');
  await expect(page).toHaveURL(`${forumUrl}/`);
  await expect(page.getByRole('heading', { name: 'Forum' })).toBeVisible();
});

test('/community keeps its notice and a link when the redirect does not go through', async ({
  page,
}) => {
  // An aborted navigation leaves the current page on screen, as a blocked redirect would.
  await page.route(`${forumUrl}**`, (route) => route.abort('aborted'));
  await openScreen(page, '/community');
  await expect(page.getByText('Redirecting to community discussions...')).toBeVisible();
  await expect(page).toHaveTitle('Community · Sinyal');
  await expect(page.getByRole('link', { name: 'Go to community discussions' })).toHaveAttribute(
    'href',
    forumUrl,
  );
});
