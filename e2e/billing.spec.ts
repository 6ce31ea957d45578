import { expect, test } from '@playwright/test';
import {
  paddleEvent,
  paddleSignature,
  paddleSubscription,
  type RecordedRequest,
} from '../apps/server/src/test/paddle-stand-in';
import {
  loginByApi,
  newAccount,
  registerAccount,
  useSessionToken,
  verifyAccount,
} from './fixtures/accounts';
import { registerWithForm } from './fixtures/register-form';
import { openScreen, submitLoginForm, toast } from './fixtures/site';

// Paddle is played by a local stand-in (playwright.config.ts starts it; the server reaches it
// through PADDLE_API_BASE_URL): it answers the checkout and the cancellation, and this test
// sends the webhook Paddle would, signed with the e2e server's secret.
const port = Number(process.env.E2E_PORT ?? 4319);
const standIn = `http://127.0.0.1:${Number(process.env.E2E_PADDLE_PORT ?? port + 1)}`;

test('pricing → register → checkout → webhook → Pro with its renewal → cancel → its end date', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('buyer', 'Deniz Yılmaz');

  await test.step('Get Pro sends a visitor to registration first', async () => {
    await openScreen(page, '/pricing');
    await expect(page.getByText('Prices are in US dollars (USD).', { exact: false })).toBeVisible();
    await page.getByRole('link', { name: 'Get Pro' }).click();
    await expect(page).toHaveURL(/:\d+\/register\?next=/);
    await registerWithForm(page, account);
  });

  await test.step('after verifying and logging in, the checkout offers monthly or yearly', async () => {
    await verifyAccount(request, account);
    await page.getByRole('link', { name: 'Log in and continue to checkout' }).click();
    await submitLoginForm(page, account.username, account.password);
    await expect(page).toHaveURL(/:\d+\/dashboard\?checkout$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Sinyal Pro');
    await expect(page.getByLabel(/Yearly/)).toBeVisible();
    await page.getByLabel(/Monthly/).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    // The checkout link Paddle answered: here, the stand-in's page.
    await expect(page).toHaveURL(new RegExp(`^${standIn}/checkout\\?_ptxn=txn_`));
    await expect(
      page.getByRole('heading', { name: 'Paddle checkout (test stand-in)' }),
    ).toBeVisible();
  });

  const periodEnd = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  const subscriptionId = `sub_e2e${Date.now().toString(36)}`;

  await test.step('Paddle says the subscription is active (a signed webhook)', async () => {
    const calls = (await (
      await request.get(`${standIn}/__stand-in/requests`)
    ).json()) as RecordedRequest[];
    const checkout = calls.filter((call) => call.path === '/transactions').at(-1);
    const userId = (checkout?.body as { custom_data: { user_id: string } }).custom_data.user_id;
    const subscription = paddleSubscription({
      id: subscriptionId,
      userId,
      status: 'active',
      periodEnd,
      updatedAt: new Date(),
    });
    await request.put(`${standIn}/__stand-in/subscriptions/${subscriptionId}`, {
      data: subscription,
    });
    const raw = JSON.stringify(paddleEvent('subscription.activated', subscription, new Date()));
    const answer = await request.post('/api/billing/webhooks/paddle', {
      data: raw,
      headers: { 'content-type': 'application/json', 'paddle-signature': paddleSignature(raw) },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: 'applied' });
  });

  const dateText = (date: Date) =>
    new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date);

  await test.step('the dashboard shows Pro with the renewal date', async () => {
    await page.goto('/dashboard/billing');
    const panel = page.getByRole('tabpanel', { name: 'Billing & Plans' });
    await expect(panel.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
    const subscription = panel.getByRole('region', { name: 'Subscription' });
    await expect(subscription.getByText('Active', { exact: true })).toBeVisible();
    await expect(subscription.getByText('$5.00 a month')).toBeVisible();
    await expect(subscription.getByText('Next renewal')).toBeVisible();
    await expect(subscription.getByText(dateText(periodEnd))).toBeVisible();
  });

  await test.step('cancel at period end: the end date shows and Pro stays', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Billing & Plans' });
    const subscription = panel.getByRole('region', { name: 'Subscription' });
    page.once('dialog', (dialog) => void dialog.accept());
    await subscription.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(
      toast(page, `Your subscription will end on ${dateText(periodEnd)}.`),
    ).toBeVisible();
    await expect(subscription.getByText('Ends on')).toBeVisible();
    await expect(subscription.getByText(dateText(periodEnd)).first()).toBeVisible();
    await expect(subscription.getByRole('button', { name: 'Cancel at period end' })).toHaveCount(0);
    await expect(
      subscription.getByText(
        `Pro stays until ${dateText(periodEnd)}; then your account returns to Lite.`,
      ),
    ).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Pro plan' })).toBeVisible();
  });
});

for (const language of ['en', 'tr'] as const) {
  test(`without online payment the checkout leads to sales, with the pricing page's prices (${language})`, async ({
    page,
    request,
  }) => {
    // A server without the Paddle settings answers this (docs/architecture.md §10); the e2e server
    // has them, so the answer is played here.
    await page.route('**/api/billing/availability', (route) =>
      route.fulfill({ json: { online_payment: false } }),
    );
    const account = newAccount('nopay');
    await registerAccount(request, account);
    await verifyAccount(request, account);
    await useSessionToken(page, await loginByApi(request, account));
    await openScreen(page, '/dashboard?checkout', language);
    const [heading, lead, contact, mail, operator] =
      language === 'en'
        ? [
            'Get Pro from our sales team',
            'Pro costs $5 a month, or $50 a year (2 months free).',
            'Contact Sales',
            'sales@sinyal.app',
            'Do you run this server?',
          ]
        : [
            "Pro'yu satış ekibimizden alın",
            /Pro'nun ücreti aylık \S*5\S* ya da yıllık \S*50\S* \(2 ay bedava\)\./,
            'Satış Ekibiyle Görüşün',
            'sales@sinyal.app',
            'Bu sunucuyu siz mi yönetiyorsunuz?',
          ];
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByText(lead)).toBeVisible();
    // Nothing says a payment provider will take the money.
    await expect(page.getByText(/Paddle/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: mail })).toHaveAttribute(
      'href',
      /^mailto:sales@sinyal\.app\?subject=/,
    );
    // The operator's command is there, folded away.
    await expect(page.getByText('npm run admin -- set-plan')).toBeHidden();
    await page.getByText(operator).click();
    await expect(page.getByText('npm run admin -- set-plan <username|email> pro')).toBeVisible();
    await page.getByRole('link', { name: contact }).click();
    await expect(page).toHaveURL(language === 'tr' ? /:\d+\/tr\/contact$/ : /:\d+\/contact$/);
  });
}
