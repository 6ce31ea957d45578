import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { dayMs } from '../../lib/clock';
import { activate, newFingerprint, signInDevice } from '../../test/device-fixtures';
import {
  paddleEvent,
  paddleSignature,
  paddleSubscription,
  paddleTransaction,
  standInSettings,
  type PaddleStandIn,
} from '../../test/paddle-stand-in';
import { deliverPaddleEvent, usePaddleTestApp } from '../../test/paddle-test-app';
import { testPassword, type TestApp } from '../../test/test-app';
import { del } from '../../test/two-factor-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { runAdminCommand } from '../admin/admin.service';
import { expectProblem } from '../../test/expect-answer';

// Paddle's API is answered by a local HTTP stand-in started here (test/paddle-stand-in.ts): the
// production code, the official SDK included, calls it exactly as it would call Paddle.
const hourMs = 3_600_000;
// Webhooks are signed the way Paddle signs them (Paddle-Signature: ts=…;h1=HMAC of "ts:body").

let standIn: PaddleStandIn;
const t = usePaddleTestApp({ RATE_LIMIT_BILLING_ACCOUNT: '10000/1m' }, (started) => {
  standIn = started;
});

const deliver = (event: object, signature?: string, rawBody?: string) =>
  deliverPaddleEvent(t, event, signature, rawBody);

let subscriptions = 0;
const newSubscriptionId = () => {
  subscriptions += 1;
  return `sub_test${String(subscriptions).padStart(4, '0')}${String(Date.now())}`;
};

/** A moment relative to the test clock. */
const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs);

interface SubscriptionEventOptions {
  occurredAt?: Date;
  periodEnd?: Date | null;
  type?: string;
  eventId?: string;
  scheduledCancelAt?: Date | null;
  canceledAt?: Date | null;
}

/** A subscription event for a user as Paddle would write it (by default now, a month paid). */
function subscriptionEventOf(
  userId: number | null,
  subscriptionId: string,
  status: string,
  options: SubscriptionEventOptions = {},
) {
  const occurredAt = options.occurredAt ?? at(0);
  const data = paddleSubscription({
    id: subscriptionId,
    userId,
    status,
    periodEnd: options.periodEnd === undefined ? at(30 * dayMs) : options.periodEnd,
    updatedAt: occurredAt,
    scheduledCancelAt: options.scheduledCancelAt ?? null,
    canceledAt: options.canceledAt ?? null,
  });
  return paddleEvent(
    options.type ?? `subscription.${status === 'active' ? 'activated' : status}`,
    data,
    occurredAt,
    options.eventId,
  );
}

/** Delivers a subscription event for a user; the event and the answer Paddle got. */
async function subscriptionEvent(
  userId: number | null,
  subscriptionId: string,
  status: string,
  options: SubscriptionEventOptions = {},
) {
  const event = subscriptionEventOf(userId, subscriptionId, status, options);
  return { event, answer: await deliver(event) };
}

/** Paddle's cancellation a second ago: a canceled subscription carries no billing period. */
const cancellation = (userId: number, subscriptionId: string, canceledAt: Date) =>
  subscriptionEvent(userId, subscriptionId, 'canceled', {
    occurredAt: at(-1000),
    periodEnd: null,
    canceledAt,
  });

const checkout = (token: string | undefined, plan = 'pro', interval = 'month', app: TestApp = t) =>
  app.post('/api/billing/checkout', { plan, interval }, token);

const deleteAccount = (token: string) => del(t, '/api/account', token, { password: testPassword });

const setPlan = (username: string, plan: string) =>
  runAdminCommand(['set-plan', username, plan], { db: t.db, clock: t.clock });

/** The last call Paddle got asked it to end the subscription with its paid period. */
function expectCancelledAtPeriodEnd(subscriptionId: string) {
  expect(standIn.requests.at(-1)).toMatchObject({
    method: 'POST',
    path: `/subscriptions/${subscriptionId}/cancel`,
    body: { effective_from: 'next_billing_period' },
  });
}

const premium = async (token: string) =>
  (await t.get<{ is_premium: boolean; plan: string; plan_via: unknown }>('/api/premium', token))
    .body;
const billing = async (token: string) => (await t.get('/api/billing', token)).body;
const eventRows = () => t.db.selectFrom('billing_events').selectAll().execute();

describe('checkout', () => {
  test('opens a Paddle transaction for the chosen price, tagged with the account id', async () => {
    const user = await t.signedIn();
    const monthly = await checkout(user.token);
    expect(monthly.status).toBe(200);
    expect(monthly.body.checkout_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\?_ptxn=txn_/);
    const call = standIn.requests.at(-1);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/transactions',
      authorization: `bearer ${standInSettings.PADDLE_API_KEY}`,
      body: {
        items: [{ price_id: standInSettings.PADDLE_PRICE_PRO_MONTHLY, quantity: 1 }],
        custom_data: { user_id: String(user.id) },
        checkout: { url: 'http://sinyal.test/pay' },
      },
    });

    await checkout(user.token, 'pro', 'year');
    expect(standIn.requests.at(-1)?.body).toMatchObject({
      items: [{ price_id: standInSettings.PADDLE_PRICE_PRO_YEARLY }],
    });
  });

  test('refuses another interval or plan, a signed-out caller and an existing subscription', async () => {
    const user = await t.signedIn();
    const badInterval = await checkout(user.token, 'pro', 'week');
    expect(badInterval.status).toBe(400);
    expect(badInterval.body.field_codes).toEqual({ interval: 'billing_interval_invalid' });
    const badPlan = await checkout(user.token, 'enterprise', 'year');
    expect(badPlan.body.field_codes).toEqual({ plan: 'billing_plan_invalid' });
    expect((await checkout(undefined)).status).toBe(401);

    await subscriptionEvent(user.id, newSubscriptionId(), 'active');
    const again = await checkout(user.token);
    expectProblem(again, 409, 'billing_already_subscribed');
  });

  test("answers 503 billing_provider_unavailable when Paddle's API fails", async () => {
    const user = await t.signedIn();
    standIn.failWith = 500;
    try {
      const answer = await checkout(user.token);
      expectProblem(answer, 503, 'billing_provider_unavailable');
    } finally {
      standIn.failWith = null;
    }
  });

  test('serves the checkout page with Paddle.js, the client token and a strict policy', async () => {
    const page = await t.request({ method: 'GET', url: '/pay?_ptxn=txn_1' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('https://cdn.paddle.com/paddle/v2/paddle.js');
    expect(page.body).toContain(standInSettings.PADDLE_CLIENT_TOKEN);
    expect(page.headers['content-security-policy']).toMatch(
      /script-src https:\/\/cdn\.paddle\.com\/paddle\/v2\/paddle\.js 'sha256-[A-Za-z0-9+/=]+'/,
    );
  });
});

describe('webhook signature', () => {
  test('a wrong signature, a missing one or a changed body gets 400 and changes nothing', async () => {
    const user = await t.signedIn();
    const event = subscriptionEventOf(user.id, newSubscriptionId(), 'active');
    const raw = JSON.stringify(event);
    const before = (await eventRows()).length;

    const wrongSecret = await deliver(event, paddleSignature(raw, 'another_secret_0123456789'));
    expectProblem(wrongSecret, 400, 'billing_signature_invalid');
    const missing = await t.post('/api/billing/webhooks/paddle', undefined, undefined, {
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.status).toBe(400);
    const tampered = await deliver(event, paddleSignature(raw), raw.replace(String(user.id), '1'));
    expect(tampered.status).toBe(400);
    const garbled = await deliver(event, 'ts=abc;h1=');
    expect(garbled.status).toBe(400);

    expect((await eventRows()).length).toBe(before);
    expect(await premium(user.token)).toEqual({ is_premium: false, plan: 'lite', plan_via: null });
  });

  test('an old timestamp gets 400 even with the right HMAC (a replayed capture)', async () => {
    const user = await t.signedIn();
    const event = subscriptionEventOf(user.id, newSubscriptionId(), 'active');
    const raw = JSON.stringify(event);
    const old = await deliver(
      event,
      paddleSignature(raw, undefined, Math.floor(Date.now() / 1000) - 60),
    );
    expectProblem(old, 400, 'billing_signature_invalid');
    expect(await premium(user.token)).toEqual({ is_premium: false, plan: 'lite', plan_via: null });
  });

  test('a signed body that is not an event gets 400 billing_event_invalid', async () => {
    const raw = JSON.stringify({ hello: 'world' });
    const answer = await deliver({}, paddleSignature(raw), raw);
    expectProblem(answer, 400, 'billing_event_invalid');
  });
});

describe('webhook events', () => {
  test('activated: Pro at once in /api/premium, the billing view and the next lease', async () => {
    const user = await t.signedIn();
    const device = await signInDevice(t, user.token);
    const fingerprint = newFingerprint();
    expect((await activate(t, device.device_token, fingerprint)).body.plan).toBe('lite');

    const periodEnd = at(30 * dayMs);
    const { answer } = await subscriptionEvent(user.id, newSubscriptionId(), 'active', {
      periodEnd,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.outcome).toBe('applied');

    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });
    expect(await billing(user.token)).toMatchObject({
      plan: 'pro',
      plan_source: 'billing',
      status: 'active',
      interval: 'month',
      price: { amount: '500', currency: 'USD' },
      current_period_end: periodEnd.toISOString(),
      cancel_at_period_end: false,
      ends_at: null,
      online_payment: true,
    });
    const lease = await t.post('/api/licence/lease', { fingerprint }, device.device_token);
    expect(lease.body.plan).toBe('pro');
  });

  test('a replayed event id is applied once: later changes stay', async () => {
    const user = await t.signedIn();
    const id = newSubscriptionId();
    const first = await subscriptionEvent(user.id, id, 'active', { occurredAt: at(-2000) });
    await subscriptionEvent(user.id, id, 'paused', { occurredAt: at(-1000) });
    const replay = await deliver(first.event);
    expect(replay.status).toBe(200);
    expect(replay.body.outcome).toBe('replayed');
    expect(await billing(user.token)).toMatchObject({ status: 'paused', plan: 'lite' });
    const rows = (await eventRows()).filter((row) => row.event_id === first.event.event_id);
    expect(rows).toHaveLength(1);
  });

  test('an event older than the stored state is ignored (out of order)', async () => {
    const user = await t.signedIn();
    const id = newSubscriptionId();
    await subscriptionEvent(user.id, id, 'paused', { occurredAt: at(-1000) });
    const older = await subscriptionEvent(user.id, id, 'active', { occurredAt: at(-5000) });
    expect(older.answer.body.outcome).toBe('stale');
    expect(await billing(user.token)).toMatchObject({ status: 'paused', plan: 'lite' });
    expect(await premium(user.token)).toEqual({ is_premium: false, plan: 'lite', plan_via: null });
  });

  test('an unknown or missing account is acknowledged and changes nothing', async () => {
    const id = newSubscriptionId();
    const unknown = await subscriptionEvent(987_654_321, id, 'active');
    expect(unknown.answer.status).toBe(200);
    expect(unknown.answer.body.outcome).toBe('unknown_account');
    const untagged = await subscriptionEvent(null, newSubscriptionId(), 'active');
    expect(untagged.answer.body.outcome).toBe('unknown_account');
    const stored = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .execute();
    expect(stored).toEqual([]);
  });

  test('trialing gives Pro; past_due keeps Pro with the status for a warning; paused is Lite; resumed is Pro', async () => {
    const user = await t.signedIn();
    const id = newSubscriptionId();
    await subscriptionEvent(user.id, id, 'trialing', { occurredAt: at(-4000) });
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });

    await subscriptionEvent(user.id, id, 'past_due', { occurredAt: at(-3000) });
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });
    expect(await billing(user.token)).toMatchObject({ status: 'past_due', plan: 'pro' });

    await subscriptionEvent(user.id, id, 'paused', { occurredAt: at(-2000) });
    expect(await premium(user.token)).toEqual({ is_premium: false, plan: 'lite', plan_via: null });

    await subscriptionEvent(user.id, id, 'active', {
      occurredAt: at(-1000),
      type: 'subscription.resumed',
    });
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });
  });

  test('canceled keeps Pro until the paid period ends, then Lite everywhere', async () => {
    const user = await t.signedIn();
    const device = await signInDevice(t, user.token);
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    const id = newSubscriptionId();
    const periodEnd = at(2 * hourMs);
    await subscriptionEvent(user.id, id, 'active', { occurredAt: at(-2000), periodEnd });
    // Paddle's canceled subscription has no billing period any more: the stored one counts.
    await cancellation(user.id, id, at(-1000));
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });
    expect(await billing(user.token)).toMatchObject({
      status: 'canceled',
      plan: 'pro',
      ends_at: periodEnd.toISOString(),
    });

    t.clock.advance(2 * hourMs + 1000);
    try {
      expect(await premium(user.token)).toEqual({
        is_premium: false,
        plan: 'lite',
        plan_via: null,
      });
      expect((await billing(user.token)).plan).toBe('lite');
      const lease = await t.post('/api/licence/lease', { fingerprint }, device.device_token);
      expect(lease.body.plan).toBe('lite');
    } finally {
      t.clock.advance(-(2 * hourMs + 1000));
    }
  });

  test('canceled after the paid period is Lite at once', async () => {
    const user = await t.signedIn();
    const id = newSubscriptionId();
    await subscriptionEvent(user.id, id, 'active', { occurredAt: at(-2000), periodEnd: at(-1500) });
    await cancellation(user.id, id, at(-1500));
    expect(await premium(user.token)).toEqual({ is_premium: false, plan: 'lite', plan_via: null });
  });

  test('a manual grant (npm run admin -- set-plan) is recorded, and no webhook overrides it', async () => {
    const user = await t.signedIn();
    const granted = await setPlan(user.username, 'pro');
    expect(granted.exitCode).toBe(0);
    expect((await billing(user.token)).plan_source).toBe('manual');

    const paused = await subscriptionEvent(user.id, newSubscriptionId(), 'paused');
    expect(paused.answer.body.outcome).toBe('manual_plan');
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });
    expect(await billing(user.token)).toMatchObject({
      plan: 'pro',
      plan_source: 'manual',
      status: 'paused',
    });
    expect((await checkout(user.token)).body.code).toBe('billing_manual_plan');

    const released = await setPlan(user.username, 'billing');
    expect(released.output).toContain('Lite');
    expect(await billing(user.token)).toMatchObject({ plan: 'lite', plan_source: 'billing' });
  });
});

describe('billing view, cancel, portal and invoices', () => {
  test('cancel asks Paddle to end at the period end; the end date shows at once and Pro stays', async () => {
    const user = await t.signedIn();
    const id = newSubscriptionId();
    const periodEnd = at(20 * dayMs);
    const { event } = await subscriptionEvent(user.id, id, 'active', {
      occurredAt: at(-60_000),
      periodEnd,
    });
    standIn.subscriptions.set(id, event.data as never);

    const cancelled = await t.post('/api/billing/cancel', undefined, user.token);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      plan: 'pro',
      status: 'active',
      cancel_at_period_end: true,
      ends_at: periodEnd.toISOString(),
    });
    expectCancelledAtPeriodEnd(id);
    expect(await premium(user.token)).toEqual({ is_premium: true, plan: 'pro', plan_via: null });

    const again = await t.post('/api/billing/cancel', undefined, user.token);
    expectProblem(again, 409, 'billing_not_cancellable');
  });

  test('cancel and portal without a subscription answer 404', async () => {
    const user = await t.signedIn();
    expect((await t.post('/api/billing/cancel', undefined, user.token)).body.code).toBe(
      'billing_no_subscription',
    );
    expect((await t.post('/api/billing/portal', undefined, user.token)).status).toBe(404);
    expect(await billing(user.token)).toMatchObject({ status: 'none', plan: 'lite', invoices: [] });
  });

  test("the portal answers Paddle's customer portal address", async () => {
    const user = await t.signedIn();
    await subscriptionEvent(user.id, newSubscriptionId(), 'active');
    const portal = await t.post('/api/billing/portal', undefined, user.token);
    expect(portal.status).toBe(200);
    expect(portal.body.url).toBe(`${standIn.url}/portal/ctm_standin01`);
  });

  test('a completed payment is an invoice with a link; it outlives the deleted account, detached', async () => {
    const user = await t.signedIn();
    const other = await t.signedIn();
    const id = newSubscriptionId();
    const { event } = await subscriptionEvent(user.id, id, 'active', { occurredAt: at(-2000) });
    standIn.subscriptions.set(id, event.data as never);
    const txn = `txn_test${String(Date.now())}`;
    const paid = await deliver(
      paddleEvent(
        'transaction.completed',
        paddleTransaction({ id: txn, userId: user.id, subscriptionId: id, billedAt: at(-1000) }),
        at(-1000),
      ),
    );
    expect(paid.body.outcome).toBe('applied');
    const view = await billing(user.token);
    expect(view.invoices).toEqual([
      {
        id: txn,
        number: `325-${txn.slice(-5)}`,
        date: at(-1000).toISOString(),
        amount: '590',
        currency: 'USD',
        url: `/api/billing/invoices/${txn}`,
      },
    ]);
    const link = await t.get(`/api/billing/invoices/${txn}`, user.token);
    expect(link.body.url).toBe(`${standIn.url}/invoices/${txn}.pdf`);
    expect((await t.get(`/api/billing/invoices/${txn}`, other.token)).status).toBe(404);

    // "Download my data" carries the subscription and the invoice too.
    const exported = await t.get('/api/account/export', user.token);
    expect(exported.body.subscriptions).toEqual([
      expect.objectContaining({ id, status: 'active', interval: 'month' }),
    ]);
    expect(exported.body.invoices).toEqual([
      {
        id: txn,
        number: `325-${txn.slice(-5)}`,
        amount: '590',
        currency: 'USD',
        billed_at: at(-1000).toISOString(),
      },
    ]);

    // While Paddle cannot be reached the account stays: deleting it must not leave it renewing.
    standIn.failWith = 503;
    const refused = await deleteAccount(user.token);
    standIn.failWith = null;
    expectProblem(refused, 503, 'billing_provider_unavailable');
    expect((await premium(user.token)).plan).toBe('pro');

    const deleted = await deleteAccount(user.token);
    expect(deleted.status).toBe(200);
    // The subscription was told to end with its paid period before the account went.
    expectCancelledAtPeriodEnd(id);
    const kept = await t.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', txn)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, buyer_name: 'Ada Lovelace', buyer_country: 'uk' });
    expect(kept.retain_until?.slice(0, 4)).toBe(String(at(-1000).getUTCFullYear() + 10));
    const gone = await t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).execute();
    expect(gone).toEqual([]);
  });
});

describe('without the Paddle settings', () => {
  const bare = useTestApp();

  test('says online payment is not set up and how an operator grants a plan; never a 500', async () => {
    expect((await bare.get('/api/billing/availability')).body).toEqual({ online_payment: false });
    const user = await bare.signedIn();
    const refused = await checkout(user.token, 'pro', 'month', bare);
    expectProblem(refused, 503, 'billing_not_configured');
    expect(refused.body.detail).toContain('npm run admin -- set-plan');
    const hook = await bare.post('/api/billing/webhooks/paddle', { event_id: 'evt_1' });
    expect(hook.status).toBe(503);
    expect((await bare.get('/api/billing', user.token)).body).toMatchObject({
      status: 'none',
      online_payment: false,
    });
  });
});

describe('settings', () => {
  test('online payment needs every Paddle setting or none; the test address never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).paddle).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', ...standInSettings }).paddle).toMatchObject({
      environment: 'sandbox',
      prices: { month: 'pri_standinmonthly', year: 'pri_standinyearly' },
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', PADDLE_API_KEY: standInSettings.PADDLE_API_KEY }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        ...standInSettings,
        PADDLE_API_BASE_URL: 'http://127.0.0.1:1',
      }),
    ).toThrow(/only for tests/);
  });
});
