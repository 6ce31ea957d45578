import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { useSessionToken } from './fixtures/accounts';
import { runExt } from './fixtures/ext-cli';
import { apiToken, newExtension } from './fixtures/ext-publish';
import { createVerifiedAccount, makePremium } from './fixtures/extension-accounts';
import { openScreen, toast } from './fixtures/site';

test('a user reviews an extension, its owner replies, and the owner sees its downloads in the dashboard', async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const tag = randomBytes(3).toString('hex');
  const id = `e2e-rated-${tag}`;
  const name = `Rated ${tag}`;
  const reviewText = `Records every channel without a gap (${tag})`;
  const replyText = `Thank you, version 0.2 makes it faster (${tag})`;

  const developer = await createVerifiedAccount(request, 'owner');
  await test.step('a developer publishes an extension', async () => {
    makePremium(developer.username);
    const token = await apiToken(request, developer.token);
    const { cwd } = newExtension(id, { name, author: `Rated Labs ${tag}`, os: ['Linux'] });
    expect(runExt(['pack', id], cwd).status).toBe(0);
    const published = runExt(['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!], cwd, {
      SINYAL_API_TOKEN: token,
    });
    expect(published.status, published.output).toBe(0);
  });

  const reader = await browser.newContext();
  const page = await reader.newPage();
  await test.step('a user downloads it and rates it four stars with a review', async () => {
    const user = await createVerifiedAccount(request, 'reviewer');
    const download = await page.request.get(`/api/extensions/${id}/versions/0.1.0/package`);
    expect(download.status()).toBe(200);
    await useSessionToken(page, user.token);
    await openScreen(page, `/extensions/${id}`);
    const reviews = page.getByRole('region', { name: 'Ratings and reviews' });
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await reviews.getByLabel('4 stars').check();
    await reviews.getByLabel('Your review').fill(reviewText);
    await reviews.getByRole('button', { name: 'Save review' }).click();
    await expect(toast(page, 'Your review was saved.')).toBeVisible();
    await expect(reviews.getByRole('listitem').filter({ hasText: reviewText })).toBeVisible();
    await expect(page.getByLabel('Rated 4.0 out of 5 by 1').first()).toBeVisible();
  });

  await test.step('the marketplace, best rated first, shows the rating on the card', async () => {
    await openScreen(page, '/extensions');
    await page
      .getByRole('combobox', { name: 'Order', exact: true })
      .selectOption({ label: 'Best rated' });
    await expect(page).toHaveURL(/\/extensions\?sort=rating$/);
    await page.getByRole('searchbox', { name: 'Search extensions' }).fill(name);
    await expect(
      page.getByRole('article', { name }).getByLabel('Rated 4.0 out of 5 by 1'),
    ).toBeVisible();
  });
  await reader.close();

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await useSessionToken(owner, developer.token);
  await test.step('the owner answers the review on the extension page', async () => {
    await openScreen(owner, `/extensions/${id}`);
    const reviews = owner.getByRole('region', { name: 'Ratings and reviews' });
    await expect(
      reviews.getByText('This is your extension: you can reply to its reviews below.'),
    ).toBeVisible();
    const review = reviews.getByRole('listitem').filter({ hasText: reviewText });
    await review.getByRole('button', { name: 'Reply', exact: true }).click();
    await review.getByLabel('Your reply').fill(replyText);
    await review.getByRole('button', { name: 'Send reply' }).click();
    await expect(toast(owner, 'Your reply was saved.')).toBeVisible();
    await expect(review.getByText(replyText)).toBeVisible();
  });

  await test.step('a visitor sees the rating and the reply in the page the server drew', async () => {
    const html = await (await request.get(`/extensions/${id}`)).text();
    expect(html).toContain(reviewText);
    expect(html).toContain(replyText);
    expect(html).toContain('Rated 4.0 out of 5 by 1');
  });

  await test.step('the owner sees the download in the dashboard’s Extensions tab', async () => {
    await openScreen(owner, '/dashboard/extensions');
    const panel = owner.getByRole('article', { name });
    await expect(
      panel.getByRole('img', {
        name: `Downloads per day of ${name} over the last 90 days: 1 in all`,
      }),
    ).toBeVisible();
    await expect(panel.getByText('1 download', { exact: true })).toBeVisible();
  });
  await ownerContext.close();
});
