import { describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { dayMs } from '../../lib/clock';
import { declaredRoutes } from '../../plugins/route-kit';
import { activate, signInDevice } from '../../test/device-fixtures';
import { expectFieldCodes, expectProblem } from '../../test/expect-answer';
import {
  paddleAdjustment,
  paddleEvent,
  paddleSubscription,
  paddleTransaction,
  type PaddleStandIn,
} from '../../test/paddle-stand-in';
import { deliverPaddleEvent, usePaddleTestApp } from '../../test/paddle-test-app';
import { runRetention } from '../../jobs/retention';
import { testDatabase, testPassword, uniqueUser, type TestApp } from '../../test/test-app';
import { del, enableTwoFactor, finishSecondStep } from '../../test/two-factor-fixtures';
import { withTestApp } from '../../test/use-test-app';
import { runAdminCommand } from './admin.service';

let standIn: PaddleStandIn;
const t = usePaddleTestApp({}, (started) => {
  standIn = started;
});

const cli = (app: TestApp, ...args: string[]) =>
  runAdminCommand(args, { db: app.db, clock: app.clock });

/** An operator: an account made admin with the CLI, with two-factor sign-in on. */
async function signedInAdmin(app: TestApp = t) {
  const user = await app.signedIn();
  const { secret } = await enableTwoFactor(app, user.token);
  expect((await cli(app, 'role', user.username, 'admin')).exitCode).toBe(0);
  return { ...user, secret };
}

const deliver = (event: object) => deliverPaddleEvent(t, event);

/** An operator asks Paddle to refund the account's payment `transactionId`. */
const askRefund = (app: TestApp, userId: number, transactionId: string, token: string) =>
  app.post(
    apiPaths.adminUserAction(userId, 'refund'),
    { transaction_id: transactionId, reason: 'Asked by mail' },
    token,
  );

/** A Pro subscription of the account at Paddle, paid for a month, and its payment. */
async function subscribe(userId: number, customerId: string) {
  const now = t.clock.now();
  const subscriptionId = `sub_admin${String(userId)}${String(Date.now())}`;
  const transactionId = `txn_admin${String(userId)}${String(Date.now())}`;
  const subscription = paddleSubscription({
    id: subscriptionId,
    userId,
    status: 'active',
    periodEnd: new Date(now.getTime() + 30 * dayMs),
    updatedAt: now,
    customerId,
  });
  expect((await deliver(paddleEvent('subscription.activated', subscription, now))).status).toBe(
    200,
  );
  const payment = paddleTransaction({ id: transactionId, userId, subscriptionId, billedAt: now });
  expect((await deliver(paddleEvent('transaction.completed', payment, now))).status).toBe(200);
  return { subscriptionId, transactionId };
}

/** A new session of an admin (the second step with the current code). */
async function adminSession(admin: { username: string; secret: string }) {
  const first = await t.loginAnswer(admin.username);
  const second = await finishSecondStep(t, first, admin.secret);
  return second.body.access_token as string;
}

const planOf = async (token: string) => (await t.get('/api/premium', token)).body.plan as string;

describe('who reaches /api/admin', () => {
  test('a user is refused with admin_required, an admin without 2FA with admin_2fa_required, an API token with session_required', async () => {
    const user = await t.signedIn();
    expectProblem(await t.get(apiPaths.adminUsers, user.token), 403, 'admin_required');

    const no2fa = await t.signedIn();
    await cli(t, 'role', no2fa.username, 'admin');
    expectProblem(await t.get(apiPaths.adminUsers, no2fa.token), 403, 'admin_2fa_required');

    const admin = await signedInAdmin();
    const token = await t.post('/api/tokens', { name: 'ops', scopes: ['read'] }, admin.token);
    expect(token.status).toBe(201);
    expectProblem(await t.get(apiPaths.adminUsers, token.body.api_token), 403, 'session_required');
    expect((await t.get(apiPaths.adminUsers, admin.token)).status).toBe(200);
  });

  test('npm run admin -- role makes an admin and a user again, with an audit row each, and refuses an unknown role', async () => {
    const user = await t.registerVerified();
    expect(await cli(t, 'role', user.email, 'admin')).toEqual({
      exitCode: 0,
      output: expect.stringContaining(
        `${user.username} <${user.email}> is now admin; it was user.`,
      ),
    });
    expect((await cli(t, 'role', user.username, 'user')).output).toContain('is now user');
    expect((await cli(t, 'role', user.username, 'root')).exitCode).toBe(2);
    expect((await cli(t, 'role', 'nobody@example.com', 'admin')).exitCode).toBe(1);
    expect((await cli(t, 'help')).output).toContain('role <username|email> admin|user');
    const admin = await signedInAdmin();
    const audit = await t.get(`${apiPaths.adminAudit}?target=user:${user.id}`, admin.token);
    expect(audit.body.items.map((row: { action: string }) => row.action)).toEqual([
      'user.role',
      'user.role',
    ]);
    expect(audit.body.items[0]).toMatchObject({ actor_id: null, actor: null });
  });
});

describe('finding an account', () => {
  test('by e-mail, by the start of a username in any case, by id and by Paddle customer id', async () => {
    const admin = await signedInAdmin();
    const user = await t.registerVerified();
    const search = async (q: string) =>
      (await t.get(`${apiPaths.adminUsers}?q=${encodeURIComponent(q)}`, admin.token)).body;

    const byEmail = await search(user.email.toUpperCase());
    expect(byEmail.items).toEqual([
      {
        id: user.id,
        username: user.username,
        email: user.email,
        plan: 'lite',
        plan_source: 'default',
        role: 'user',
        disabled: false,
        created_at: expect.any(String),
      },
    ]);
    expect((await search(user.username.slice(0, -2).toUpperCase())).items[0].id).toBe(user.id);
    expect((await search(String(user.id))).items.map((row: { id: number }) => row.id)).toContain(
      user.id,
    );
    const customerId = `ctm_${user.username}`;
    await subscribe(user.id, customerId);
    expect(await search(customerId)).toMatchObject({ total: 1, items: [{ id: user.id }] });
    expect(await search('no-such-account-anywhere')).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 25,
    });
  });

  test('a part of a username or e-mail finds the account on PostgreSQL (three characters or more), only its start on SQLite; % and _ are plain characters', async () => {
    const admin = await signedInAdmin();
    const tag = uniqueUser('mid').username;
    const user = await t.registerVerified({
      username: `zq${tag}`,
      email: `zq${tag}@middle-${tag}.example.com`,
    });
    const found = async (q: string) =>
      (
        await t.get(`${apiPaths.adminUsers}?q=${encodeURIComponent(q)}`, admin.token)
      ).body.items.map((row: { id: number }) => row.id);

    expect(await found(`zq${tag}`)).toEqual([user.id]);
    const inside = await found(tag.toUpperCase());
    const inDomain = await found(`middle-${tag}`);
    if (testDatabase().kind === 'postgres') {
      expect(inside).toEqual([user.id]);
      expect(inDomain).toEqual([user.id]);
    } else {
      expect(inside).toEqual([]);
      expect(inDomain).toEqual([]);
    }
    // Two characters match a start only, everywhere: no trigram holds them.
    expect(await found(tag.slice(-2))).not.toContain(user.id);
    for (const wildcard of ['zq%', 'z_', `zq${tag.slice(0, 2)}_`]) {
      expect(await found(wildcard)).not.toContain(user.id);
    }
  });

  test('results come a page at a time, newest first', async () => {
    const admin = await signedInAdmin();
    const prefix = uniqueUser('pg').username;
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const user = await t.registerVerified({
        username: `${prefix}x${n}`,
        email: `${prefix}x${n}@example.com`,
      });
      ids.push(user.id);
    }
    const page = (n: number) =>
      t.get(`${apiPaths.adminUsers}?q=${prefix}x&page=${n}&page_size=2`, admin.token);
    const first = (await page(1)).body;
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.items.map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    const second = (await page(2)).body;
    expect(second.items.map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    const refused = await page(0);
    expectProblem(refused, 400, 'invalid_input');
    expectFieldCodes(refused, { page: 'admin_invalid_page' });
  });

  test("one account's whole picture: plan, subscription, payments, devices, tokens, sign-ins", async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const { subscriptionId, transactionId } = await subscribe(user.id, 'ctm_detail01');
    await signInDevice(t, user.token);
    await t.post('/api/tokens', { name: 'ci', scopes: ['read'] }, user.token);
    const detail = await t.get(apiPaths.adminUser(user.id), admin.token);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: user.id,
      plan: 'pro',
      plan_source: 'billing',
      two_factor: false,
      email_verified: true,
      disabled_at: null,
      subscription: { id: subscriptionId, status: 'active', customer_id: 'ctm_detail01' },
      transactions: [{ id: transactionId, total: '590', currency: 'USD' }],
      devices: [{ name: 'Lab PC' }],
      sessions: 1,
      api_tokens: 1,
      extensions: [],
    });
    expect(detail.body.recent_sign_ins[0]).toMatchObject({ success: true });
    expectProblem(
      await t.get(apiPaths.adminUser(99_999_999), admin.token),
      404,
      'admin_user_not_found',
    );
  });
});

describe('acting on an account', () => {
  test('a plan granted with a reason and an end date lapses at that date', async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const endsAt = new Date(t.clock.now().getTime() + 2 * dayMs).toISOString();
    const grant = (body: object) =>
      t.post(apiPaths.adminUserAction(user.id, 'plan'), body, admin.token);
    const noReason = await grant({ plan: 'pro', reason: ' ' });
    expectProblem(noReason, 400, 'invalid_input');
    expectFieldCodes(noReason, { reason: 'reason_required' });
    const granted = await grant({ plan: 'pro', reason: 'Conference speaker', ends_at: endsAt });
    expect(granted.body).toEqual({ detail: 'The plan was granted.' });
    expect(await planOf(user.token)).toBe('pro');
    expect((await t.get(apiPaths.adminUser(user.id), admin.token)).body).toMatchObject({
      plan: 'pro',
      plan_source: 'manual',
      plan_ends_at: endsAt,
    });
    t.clock.advance(2 * dayMs + 1000);
    // Both sessions outlived their 12 hours meanwhile: sign in again.
    const session = await t.login(user.username);
    expect(await planOf(session)).toBe('lite');
    const audit = await t.get(
      `${apiPaths.adminAudit}?target=user:${user.id}&action=user.plan`,
      await adminSession(admin),
    );
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        actor: admin.username,
        reason: `Pro until ${endsAt}: Conference speaker`,
        ip: '127.0.0.1',
      }),
    ]);
  });

  test('disabling signs the account out everywhere and refuses every sign-in; enabling lets it sign in again', async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const apiToken = (await t.post('/api/tokens', { name: 'ci', scopes: ['read'] }, user.token))
      .body.api_token as string;
    const device = await signInDevice(t, user.token);

    expectProblem(
      await t.post(apiPaths.adminUserAction(admin.id, 'disable'), { reason: 'x' }, admin.token),
      409,
      'cannot_disable_self',
    );
    const disabled = await t.post(
      apiPaths.adminUserAction(user.id, 'disable'),
      { reason: 'Card fraud' },
      admin.token,
    );
    expect(disabled.body).toEqual({
      detail: 'The account was disabled and signed out everywhere.',
    });
    expect((await t.get('/api/premium', user.token)).status).toBe(401);
    expect((await t.get('/api/premium', apiToken)).status).toBe(401);
    expectProblem(await activate(t, device.device_token), 403, 'account_disabled');
    expectProblem(await t.loginAnswer(user.username), 403, 'account_disabled');
    // A wrong password still answers as for anyone: nothing is told without it.
    expectProblem(
      await t.loginAnswer(user.username, 'Wrong-password-1'),
      401,
      'invalid_credentials',
    );
    expect((await t.get(apiPaths.adminUser(user.id), admin.token)).body).toMatchObject({
      disabled: true,
      disabled_reason: 'Card fraud',
      sessions: 0,
      api_tokens: 0,
      devices: [],
    });

    const enabled = await t.post(
      apiPaths.adminUserAction(user.id, 'enable'),
      { reason: 'Cleared by the bank' },
      admin.token,
    );
    expect(enabled.body).toEqual({ detail: 'The account was enabled.' });
    expectProblem(
      await t.post(apiPaths.adminUserAction(user.id, 'enable'), { reason: 'again' }, admin.token),
      409,
      'not_disabled',
    );
    expect((await t.get('/api/premium', apiToken)).status).toBe(401);
    expect((await t.loginAnswer(user.username)).status).toBe(200);

    const audit = await t.get(`${apiPaths.adminAudit}?target=user:${user.id}`, admin.token);
    expect(
      audit.body.items
        .filter((row: { action: string }) => row.action.startsWith('user.'))
        .map((row: { action: string; reason: string }) => [row.action, row.reason]),
    ).toEqual([
      ['user.enable', 'Cleared by the bank'],
      ['user.disable', 'Card fraud'],
    ]);
  });

  test('a sign-in half done when the account is disabled cannot finish: neither the 2FA step nor an approved device code', async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const { secret } = await enableTwoFactor(t, user.token);
    const firstStep = await t.loginAnswer(user.username);
    const started = await t.post('/api/device/authorize', {
      device_name: 'Lab PC',
      os: 'Linux',
      app_version: '1.0.0',
    });
    await t.post('/api/device/approve', { user_code: started.body.user_code }, user.token);

    await t.post(apiPaths.adminUserAction(user.id, 'disable'), { reason: 'Abuse' }, admin.token);
    expectProblem(await finishSecondStep(t, firstStep, secret), 403, 'account_disabled');
    const token = await t.post('/api/device/token', { device_code: started.body.device_code });
    expect(token.status).toBe(400);
    expect(token.body).toMatchObject({ error: 'access_denied' });
  });

  test('a refund is asked of Paddle; the plan changes only when the webhook approves it', async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const { transactionId } = await subscribe(user.id, 'ctm_refund01');
    expect(await planOf(user.token)).toBe('pro');

    expectProblem(
      await askRefund(t, user.id, 'txn_not_theirs', admin.token),
      404,
      'admin_transaction_not_found',
    );
    const asked = await askRefund(t, user.id, transactionId, admin.token);
    expect(asked.body).toEqual({
      detail: 'The refund was asked for. The plan changes when Paddle approves it.',
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/adjustments',
      body: {
        action: 'refund',
        type: 'full',
        transaction_id: transactionId,
        reason: 'Asked by mail',
      },
    });
    expect(await planOf(user.token)).toBe('pro');

    const asItWas = { transaction_id: transactionId };
    await deliver(
      paddleEvent(
        'adjustment.created',
        paddleAdjustment(asItWas, 'pending_approval'),
        t.clock.now(),
      ),
    );
    expect(await planOf(user.token)).toBe('pro');
    const approved = await deliver(
      paddleEvent('adjustment.updated', paddleAdjustment(asItWas, 'approved'), t.clock.now()),
    );
    expect(approved.body.outcome).toBe('applied');
    expect(await planOf(user.token)).toBe('lite');

    const audit = await t.get(`${apiPaths.adminAudit}?target=user:${user.id}`, admin.token);
    expect(audit.body.items.map((row: { action: string }) => row.action)).toEqual([
      'user.refund_approved',
      'user.refund',
    ]);
  });

  test('without Paddle settings a refund answers refund_unavailable', async () => {
    await withTestApp({}, async (app) => {
      const admin = await signedInAdmin(app);
      const user = await app.registerVerified();
      expectProblem(
        await askRefund(app, user.id, 'txn_any', admin.token),
        503,
        'refund_unavailable',
      );
    });
  });
});

describe('the audit log', () => {
  test("no route edits or deletes an audit row: the audit logs (the operator's, an organization's) are GETs only", () => {
    const touchingAudit = declaredRoutes(t.app.sinyal)
      .filter((route) => route.url.includes('audit'))
      .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`));
    expect(touchingAudit.filter((route) => !route.startsWith('HEAD ')).sort()).toEqual([
      'GET /api/admin/audit',
      'GET /api/orgs/:slug/audit',
    ]);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect(
        declaredRoutes(t.app.sinyal).some(
          (route) =>
            [route.method].flat().includes(method as never) &&
            route.url.startsWith('/api/admin/audit'),
        ),
      ).toBe(false);
    }
  });

  test('filters by actor username and by action', async () => {
    const admin = await signedInAdmin();
    const user = await t.registerVerified();
    await t.post(
      apiPaths.adminUserAction(user.id, 'plan'),
      { plan: 'enterprise', reason: 'Pilot' },
      admin.token,
    );
    const byActor = await t.get(`${apiPaths.adminAudit}?actor=${admin.username}`, admin.token);
    expect(
      byActor.body.items.map((row: { action: string; target_id: string }) => [
        row.action,
        row.target_id,
      ]),
    ).toEqual([
      ['user.plan', String(user.id)],
      // Turning 2FA on was the admin's own account-security event.
      ['security.two_factor_on', String(admin.id)],
    ]);
    const byAction = await t.get(
      `${apiPaths.adminAudit}?actor=${admin.id}&action=user.plan`,
      admin.token,
    );
    expect(byAction.body).toMatchObject({ total: 1, items: [{ reason: 'Enterprise: Pilot' }] });
    const nobody = await t.get(`${apiPaths.adminAudit}?actor=no-such-admin`, admin.token);
    expect(nobody.body).toMatchObject({ total: 0, items: [] });
  });

  test("a user's own account-security events are in the log with the user as actor", async () => {
    const admin = await signedInAdmin();
    const user = await t.signedIn();
    const created = await t.post('/api/tokens', { name: 'ci', scopes: ['read'] }, user.token);
    await del(t, `/api/tokens/${String(created.body.id)}`, user.token);
    await t.login(user.username);
    await t.post('/api/sessions/revoke-others', undefined, user.token);
    const changed = await t.post(
      '/api/change-password',
      {
        current_password: testPassword,
        new_password: 'Another-passw0rd!',
        confirm_password: 'Another-passw0rd!',
      },
      user.token,
    );
    expect(changed.status).toBe(200);
    // A reset through the mailed link: no session, the address comes from the request itself.
    const reset = await t.resetPassword(await t.resetToken(user.email), 'Third-passw0rd!');
    expect(reset.status).toBe(200);
    const audit = await t.get(`${apiPaths.adminAudit}?actor=${user.username}`, admin.token);
    expect(audit.body.items.map((row: { action: string }) => row.action)).toEqual([
      'security.password_reset',
      'security.password_change',
      'security.sessions_revoke_others',
      'security.api_token_revoke',
      'security.api_token_create',
    ]);
    expect(audit.body.items[4]).toMatchObject({
      actor_id: user.id,
      actor: user.username,
      target_type: 'user',
      target_id: String(user.id),
      ip: '127.0.0.1',
    });
    // Each event records where it came from, with a session or without one.
    for (const row of audit.body.items as { ip: string | null }[]) expect(row.ip).toBe('127.0.0.1');
  });

  test('retention keeps audit rows past a year', async () => {
    await withTestApp({}, async (app) => {
      const user = await app.registerVerified();
      await cli(app, 'role', user.username, 'admin');
      const later = new Date(app.clock.now().getTime() + 400 * dayMs);
      await runRetention(app.db, app.config.retention, later);
      const rows = await app.db
        .selectFrom('audit_events')
        .select('action')
        .where('target_id', '=', String(user.id))
        .execute();
      expect(rows).toEqual([{ action: 'user.role' }]);
    });
  });
});
