import { decodeJwt } from 'jose';
import { describe, expect, test } from 'vitest';
import { dayMs } from '../../lib/clock';
import { activate, newFingerprint, signInDevice } from '../../test/device-fixtures';
import { expectProblem } from '../../test/expect-answer';
import { enableTwoFactor } from '../../test/two-factor-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { runAdminCommand } from '../admin/admin.service';
import { addMember, orgWithOwner, remove, sellSeats } from '../../test/org-fixtures';

const t = useTestApp();

const assign = (slug: string, userId: number, token: string) =>
  t.post(`/api/orgs/${slug}/seats`, { user_id: userId }, token);

const planOf = async (token: string) => {
  const answer = await t.post('/api/auth/validate', undefined, token);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.plan;
};

describe('seats', () => {
  test('10 assignments at once with 3 seats: exactly 3 succeed, 7 get 409 org_no_seat', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 3);
    const members = [];
    for (let index = 0; index < 10; index++) members.push(await addMember(t, slug, owner.token));

    const answers = await Promise.all(
      members.map((member) => assign(slug, member.id, owner.token)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expectProblem(answer, 409, 'org_no_seat');

    const seats = await t.get(`/api/orgs/${slug}/seats`, owner.token);
    expect(seats.body).toMatchObject({ plan: 'enterprise', quantity: 3, used: 3, ends_at: null });
    expect(seats.body.assignments).toHaveLength(3);
  });

  test('assigning the same member twice takes one seat; unassigning frees it', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 1);
    const member = await addMember(t, slug, owner.token);
    expect((await assign(slug, member.id, owner.token)).status).toBe(200);
    expect((await assign(slug, member.id, owner.token)).body).toMatchObject({ used: 1 });
    expect((await remove(t, `/api/orgs/${slug}/seats/${member.id}`, owner.token)).status).toBe(200);
    expectProblem(
      await remove(t, `/api/orgs/${slug}/seats/${member.id}`, owner.token),
      404,
      'seat_not_assigned',
    );
  });

  test('only members get a seat, and an organization with seats is not deleted', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 2);
    const stranger = await t.signedIn();
    expectProblem(await assign(slug, stranger.id, owner.token), 404, 'org_member_not_found');
    expectProblem(await remove(t, `/api/orgs/${slug}`, owner.token), 409, 'org_has_seats');
  });

  test('the operator command names a missing organization and checks its arguments', async () => {
    const deps = { db: t.db, clock: t.clock };
    expect((await runAdminCommand(['org-seats', 'no-such-org', '3'], deps)).exitCode).toBe(1);
    expect((await runAdminCommand(['org-seats', 'x', 'many'], deps)).exitCode).toBe(2);
    expect(
      (await runAdminCommand(['org-seats', 'x', '3', '--until', '2001-01-01'], deps)).exitCode,
    ).toBe(2);
  });
});

describe('plan in force', () => {
  test('a seat makes a Lite member Enterprise in validate and premium, "via" the organization', async () => {
    const { owner, slug } = await orgWithOwner(t, 'Acme');
    await sellSeats(t, slug, 5);
    const member = await addMember(t, slug, owner.token);
    expect(await planOf(member.token)).toBe('lite');
    expect((await t.get('/api/premium', member.token)).body).toEqual({
      is_premium: false,
      plan: 'lite',
      plan_via: null,
    });

    await assign(slug, member.id, owner.token);
    const validated = await t.post('/api/auth/validate', undefined, member.token);
    expect(validated.body).toMatchObject({ plan: 'enterprise', is_premium: true });
    expect((await t.get('/api/premium', member.token)).body).toEqual({
      is_premium: true,
      plan: 'enterprise',
      plan_via: { org_slug: slug, org_name: 'Acme' },
    });
    const mine = await t.get('/api/orgs', member.token);
    expect(mine.body.items[0].seat).toEqual({ assigned: true, active: true, reason: null });

    // The owner holds no seat: still Lite.
    expect(await planOf(owner.token)).toBe('lite');
  });

  test('an account on Enterprise of its own keeps it without "via"', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 1);
    const member = await addMember(t, slug, owner.token);
    await runAdminCommand(['set-plan', member.username, 'enterprise'], {
      db: t.db,
      clock: t.clock,
    });
    await assign(slug, member.id, owner.token);
    expect((await t.get('/api/premium', member.token)).body).toMatchObject({
      plan: 'enterprise',
      plan_via: null,
    });
  });

  test('seats sold until a day give Enterprise until that day ends, then the own plan again', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const tomorrow = new Date(t.clock.now().getTime() + dayMs).toISOString().slice(0, 10);
    await sellSeats(t, slug, 1, '--until', tomorrow);
    const member = await addMember(t, slug, owner.token);
    await assign(slug, member.id, owner.token);
    expect(await planOf(member.token)).toBe('enterprise');
    t.clock.advance(2 * dayMs + 1000);
    const token = await t.login(member.username);
    expect(await planOf(token)).toBe('lite');
    expect((await t.get('/api/orgs', token)).body.items[0].seat).toEqual({
      assigned: true,
      active: false,
      reason: 'seats_ended',
    });
  });

  test('the lease of an activated device carries Enterprise; unassigning lowers it at the next renewal', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 1);
    const member = await addMember(t, slug, owner.token);
    await assign(slug, member.id, owner.token);

    const device = await signInDevice(t, member.token);
    const fingerprint = newFingerprint();
    const activated = await activate(t, device.device_token, fingerprint);
    expect(activated.status).toBe(200);
    expect(activated.body.plan).toBe('enterprise');
    expect(decodeJwt(activated.body.lease)).toMatchObject({ plan: 'enterprise' });

    // Admins see the member's device.
    const devices = await t.get(`/api/orgs/${slug}/devices`, owner.token);
    expect(devices.body.items).toMatchObject([
      { id: device.device_id, user_id: member.id, username: member.username, activated: true },
    ]);

    await remove(t, `/api/orgs/${slug}/seats/${member.id}`, owner.token);
    const renewed = await t.post('/api/licence/lease', { fingerprint }, device.device_token);
    expect(renewed.status).toBe(200);
    expect(renewed.body.plan).toBe('lite');
  });

  test("an admin removes a member's device: its next renewal is refused, and the audit says so", async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    const device = await signInDevice(t, member.token);
    const fingerprint = newFingerprint();
    await activate(t, device.device_token, fingerprint);
    expect(
      (await remove(t, `/api/orgs/${slug}/devices/${device.device_id}`, owner.token)).status,
    ).toBe(200);
    expectProblem(
      await t.post('/api/licence/lease', { fingerprint }, device.device_token),
      403,
      'device_revoked',
    );
    expectProblem(
      await remove(t, `/api/orgs/${slug}/devices/${device.device_id}`, owner.token),
      404,
      'org_device_not_found',
    );
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.body.items[0]).toMatchObject({
      action: 'device.removed',
      target_id: device.device_id,
    });
  });
});

describe('2FA policy', () => {
  test("a member without 2FA keeps membership but not the seat's plan, and is told why", async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 2);
    const member = await addMember(t, slug, owner.token);
    await assign(slug, member.id, owner.token);
    expect(await planOf(member.token)).toBe('enterprise');

    const policy = await t.put(`/api/orgs/${slug}/policy`, { require_2fa: true }, owner.token);
    expect(policy.body).toMatchObject({ require_2fa: true });
    expect(await planOf(member.token)).toBe('lite');
    expect((await t.get('/api/orgs', member.token)).body.items[0]).toMatchObject({
      require_2fa: true,
      seat: { assigned: true, active: false, reason: '2fa_required' },
    });

    await enableTwoFactor(t, member.token);
    expect(await planOf(member.token)).toBe('enterprise');
    expect((await t.get('/api/orgs', member.token)).body.items[0].seat).toEqual({
      assigned: true,
      active: true,
      reason: null,
    });
  });

  test('a member cannot change the policy', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expectProblem(
      await t.put(`/api/orgs/${slug}/policy`, { require_2fa: true }, member.token),
      403,
      'org_admin_required',
    );
  });
});

describe('audit of seats', () => {
  test('assignments and their freeing are recorded with actor and target', async () => {
    const { owner, slug } = await orgWithOwner(t);
    await sellSeats(t, slug, 1);
    const member = await addMember(t, slug, owner.token);
    await assign(slug, member.id, owner.token);
    await remove(t, `/api/orgs/${slug}/seats/${member.id}`, owner.token);
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.body.items.slice(0, 2)).toMatchObject([
      {
        action: 'seat.unassigned',
        actor_id: owner.id,
        target_type: 'user',
        target_id: String(member.id),
      },
      {
        action: 'seat.assigned',
        actor_id: owner.id,
        target_type: 'user',
        target_id: String(member.id),
      },
    ]);
  });
});
