import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { useSessionToken } from './fixtures/accounts';
import { runExt } from './fixtures/ext-cli';
import { apiToken, newExtension } from './fixtures/ext-publish';
import { createVerifiedAccount, makePremium } from './fixtures/extension-accounts';
import { openScreen } from './fixtures/site';

test('screens', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const tag = randomBytes(3).toString('hex');
  const id = `shot-${tag}`;
  const name = `Vibration Logger ${tag}`;
  const developer = await createVerifiedAccount(request, 'owner');
  makePremium(developer.username);
  const token = await apiToken(request, developer.token);
  const { cwd } = newExtension(id, { name, author: `Rated Labs ${tag}`, os: ['Linux'] });
  expect(runExt(['pack', id], cwd).status).toBe(0);
  expect(runExt(['publish', `${id}-0.1.0.sxp`, '--registry', baseURL!], cwd, { SINYAL_API_TOKEN: token }).status).toBe(0);
  const texts = [
    [5, 'Records every channel without a gap; the CSV opens straight in the spreadsheet.'],
    [4, 'Works well on the bench rig. Would like a pause button.'],
    [5, 'Exactly what our lab needed.'],
    [2, 'Crashed once when the disk was full.'],
  ] as const;
  const reviewIds: number[] = [];
  for (const [rating, text] of texts) {
    const user = await createVerifiedAccount(request, 'rev');
    const saved = await request.put(`/api/extensions/${id}/reviews/mine`, {
      headers: { Authorization: `Bearer ${user.token}` },
      data: { rating, text },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    reviewIds.push(((await saved.json()) as { review: { id: number } }).review.id);
    await request.get(`/api/extensions/${id}/versions/0.1.0/package`, { headers: { 'x-forwarded-for': `10.0.0.${reviewIds.length}` } });
  }
  const reply = await request.post(`/api/extensions/${id}/reviews/${reviewIds[1]}/reply`, {
    headers: { Authorization: `Bearer ${developer.token}` },
    data: { text: 'Thank you! A pause button comes in 0.2.' },
  });
  expect(reply.status(), await reply.text()).toBeLessThan(300);
  const context = await browser.newContext();
  const page = await context.newPage();
  await useSessionToken(page, developer.token);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openScreen(page, `/extensions/${id}`);
    await page.getByRole('region', { name: 'Ratings and reviews' }).getByText('Exactly what our lab needed.').waitFor();
    await page.screenshot({ path: `/tmp/rev-shots/extension-${width}.png`, fullPage: true });
    await openScreen(page, '/dashboard/extensions');
    await page.getByRole('article', { name }).getByRole('img').first().waitFor();
    await page.screenshot({ path: `/tmp/rev-shots/dashboard-${width}.png`, fullPage: true });
    await openScreen(page, '/tr/extensions?sort=rating');
    await page.getByRole('article').first().waitFor();
    await page.screenshot({ path: `/tmp/rev-shots/market-tr-${width}.png`, fullPage: false });
  }
  await context.close();
});
