import { describe, expect, test } from 'vitest';
import { dayMs } from '../../lib/clock';
import { expectProblem } from '../../test/expect-answer';
import { useTestApp } from '../../test/use-test-app';
import {
  addMember,
  invitationToken,
  orgWithOwner,
  remove,
  sellSeats,
} from '../../test/org-fixtures';

const t = useTestApp();

describe('organizations', () => {
  test('the creator is the owner; GET /api/orgs lists it with no seat', async () => {
    const { owner, slug } = await orgWithOwner(t, 'Acme Labs');
    const mine = await t.get('/api/orgs', owner.token);
    expect(mine.status).toBe(200);
    expect(mine.body.items).toEqual([
      {
        slug,
        name: 'Acme Labs',
        role: 'owner',
        created_at: expect.any(String),
        require_2fa: false,
        seat: { assigned: false, active: false, reason: null },
      },
    ]);
    const detail = await t.get(`/api/orgs/${slug}`, owner.token);
    expect(detail.body).toMatchObject({
      members: 1,
      seats: { quantity: 0, used: 0, ends_at: null },
    });
  });

  test('an address is taken once (409 org_slug_taken) and must be lower-case words', async () => {
    const { owner, slug } = await orgWithOwner(t);
    expectProblem(
      await t.post('/api/orgs', { name: 'Again', slug }, owner.token),
      409,
      'org_slug_taken',
    );
    const bad = await t.post('/api/orgs', { name: 'Bad', slug: 'Not A Slug' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.field_codes).toEqual({ slug: 'org_slug_invalid' });
  });

  test('a non-member is told the organization does not exist', async () => {
    const { slug } = await orgWithOwner(t);
    const stranger = await t.signedIn();
    expectProblem(await t.get(`/api/orgs/${slug}`, stranger.token), 404, 'org_not_found');
    expectProblem(await t.get(`/api/orgs/${slug}/members`, stranger.token), 404, 'org_not_found');
  });

  test('an owner deletes an organization without seats', async () => {
    const { owner, slug } = await orgWithOwner(t);
    expect((await remove(t, `/api/orgs/${slug}`, owner.token)).status).toBe(200);
    expect((await t.get('/api/orgs', owner.token)).body.items).toEqual([]);
  });
});

describe('roles', () => {
  test('a member cannot invite, assign a seat, rename or read the invitations', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expectProblem(
      await t.post(
        `/api/orgs/${slug}/invitations`,
        { email: 'x@example.com', role: 'member' },
        member.token,
      ),
      403,
      'org_admin_required',
    );
    expectProblem(
      await t.post(`/api/orgs/${slug}/seats`, { user_id: member.id }, member.token),
      403,
      'org_admin_required',
    );
    expectProblem(
      await t.request({
        method: 'PATCH',
        url: `/api/orgs/${slug}`,
        headers: { authorization: `Bearer ${member.token}` },
        payload: { name: 'Mine now' },
      }),
      403,
      'org_admin_required',
    );
    expectProblem(
      await t.get(`/api/orgs/${slug}/invitations`, member.token),
      403,
      'org_admin_required',
    );
    // A member still sees who is in the team.
    expect((await t.get(`/api/orgs/${slug}/members`, member.token)).status).toBe(200);
  });

  test('an admin cannot remove or demote the last owner (409 last_owner)', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const admin = await addMember(t, slug, owner.token, 'admin');
    expectProblem(
      await remove(t, `/api/orgs/${slug}/members/${owner.id}`, admin.token),
      409,
      'last_owner',
    );
    const demote = await t.request({
      method: 'PATCH',
      url: `/api/orgs/${slug}/members/${owner.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { role: 'admin' },
    });
    expectProblem(demote, 409, 'last_owner');
    expectProblem(
      await t.post(`/api/orgs/${slug}/leave`, undefined, owner.token),
      409,
      'last_owner',
    );
  });

  test('an admin can remove a member, and removing them frees their seat', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const admin = await addMember(t, slug, owner.token, 'admin');
    const member = await addMember(t, slug, owner.token);
    await sellSeats(t, slug, 1);
    expect(
      (await t.post(`/api/orgs/${slug}/seats`, { user_id: member.id }, admin.token)).status,
    ).toBe(200);
    expect((await remove(t, `/api/orgs/${slug}/members/${member.id}`, admin.token)).status).toBe(
      200,
    );
    const seats = await t.get(`/api/orgs/${slug}/seats`, admin.token);
    expect(seats.body).toMatchObject({ quantity: 1, used: 0, assignments: [] });
    expect((await t.get('/api/orgs', member.token)).body.items).toEqual([]);
  });

  test('a transfer makes the member an owner and the former owner an admin', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expect(
      (await t.post(`/api/orgs/${slug}/transfer`, { user_id: member.id }, owner.token)).status,
    ).toBe(200);
    const members = await t.get(`/api/orgs/${slug}/members`, member.token);
    const roles = Object.fromEntries(
      (members.body.items as { user_id: number; role: string }[]).map((row) => [
        row.user_id,
        row.role,
      ]),
    );
    expect(roles).toEqual({ [owner.id]: 'admin', [member.id]: 'owner' });
    // The former owner may now leave; the new one is the last owner.
    expect((await t.post(`/api/orgs/${slug}/leave`, undefined, owner.token)).status).toBe(200);
    expectProblem(
      await t.post(`/api/orgs/${slug}/leave`, undefined, member.token),
      409,
      'last_owner',
    );
  });

  test('the only owner of a team cannot delete their account (409 last_owner) until they hand it over', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expectProblem(
      await remove(t, '/api/account', owner.token, { password: owner.password }),
      409,
      'last_owner',
    );
    await t.post(`/api/orgs/${slug}/transfer`, { user_id: member.id }, owner.token);
    expect(
      (await remove(t, '/api/account', owner.token, { password: owner.password })).status,
    ).toBe(200);
    expect((await t.get(`/api/orgs/${slug}/members`, member.token)).body.items).toMatchObject([
      { user_id: member.id, role: 'owner' },
    ]);
  });

  test('only an owner makes an owner', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const admin = await addMember(t, slug, owner.token, 'admin');
    const member = await addMember(t, slug, owner.token);
    const promote = (token: string) =>
      t.request({
        method: 'PATCH',
        url: `/api/orgs/${slug}/members/${member.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { role: 'owner' },
      });
    expectProblem(await promote(admin.token), 403, 'org_owner_required');
    expect((await promote(owner.token)).status).toBe(200);
  });
});

describe('members', () => {
  test('are listed a page at a time, and found by a part of their username or e-mail', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const first = await addMember(t, slug, owner.token);
    const second = await addMember(t, slug, owner.token);
    const page = await t.get(`/api/orgs/${slug}/members?page=2&page_size=2`, owner.token);
    expect(page.body).toEqual({
      items: [
        expect.objectContaining({ user_id: second.id, role: 'member', seat_assigned: false }),
      ],
      total: 3,
      page: 2,
      page_size: 2,
    });
    const found = await t.get(
      `/api/orgs/${slug}/members?q=${encodeURIComponent(first.username.toUpperCase())}`,
      owner.token,
    );
    expect(found.body.items.map((row: { user_id: number }) => row.user_id)).toEqual([first.id]);
    expect((await t.get(`/api/orgs/${slug}/members?q=%25`, owner.token)).body.total).toBe(0);
    const tooBig = await t.get(`/api/orgs/${slug}/members?page_size=501`, owner.token);
    expect(tooBig.body.field_codes).toEqual({ page_size: 'org_invalid_page_size' });
  });
});

describe('invitations', () => {
  test('mail a link /invite#token=… and list as pending, then accepted', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const invitee = await t.signedIn();
    const invited = await t.post(
      `/api/orgs/${slug}/invitations`,
      { email: invitee.email.toUpperCase(), role: 'admin' },
      owner.token,
    );
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email: invitee.email, role: 'admin', status: 'pending' });
    const [mail] = await t.mailsTo(invitee.email, 'invite');
    expect(mail?.link).toMatch(/^http:\/\/sinyal\.test\/invite#token=[\w-]{43}$/);
    expect(mail?.subject).toBe('Join Acme on Sinyal');

    const token = await invitationToken(t, invitee.email);
    const accepted = await t.post('/api/invitations/accept', { token }, invitee.token);
    expect(accepted.body).toEqual({ org: { slug, name: 'Acme' }, role: 'admin' });
    const list = await t.get(`/api/orgs/${slug}/invitations`, owner.token);
    expect(list.body.items).toMatchObject([{ id: invited.body.id, status: 'accepted' }]);
    expectProblem(
      await t.post('/api/invitations/accept', { token }, invitee.token),
      409,
      'invitation_accepted',
    );
  });

  test('is bound to its e-mail: another account gets 403 invitation_email_mismatch', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const invitee = await t.signedIn();
    const other = await t.signedIn();
    await t.post(
      `/api/orgs/${slug}/invitations`,
      { email: invitee.email, role: 'member' },
      owner.token,
    );
    const token = await invitationToken(t, invitee.email);
    expectProblem(
      await t.post('/api/invitations/accept', { token }, other.token),
      403,
      'invitation_email_mismatch',
    );
    expect((await t.get('/api/orgs', other.token)).body.items).toEqual([]);
  });

  test('an expired one is refused (410 invitation_expired) until resent with a new link', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const invitee = await t.signedIn();
    const invited = await t.post(
      `/api/orgs/${slug}/invitations`,
      { email: invitee.email, role: 'member' },
      owner.token,
    );
    const oldToken = await invitationToken(t, invitee.email);
    t.clock.advance(7 * dayMs + 1000);
    // Sessions last 12 hours: both sign in again a week later.
    owner.token = await t.login(owner.username);
    invitee.token = await t.login(invitee.username);
    expectProblem(
      await t.post('/api/invitations/accept', { token: oldToken }, invitee.token),
      410,
      'invitation_expired',
    );
    const listed = await t.get(`/api/orgs/${slug}/invitations`, owner.token);
    expect(listed.body.items[0]).toMatchObject({ status: 'expired' });

    const resent = await t.post(
      `/api/orgs/${slug}/invitations/${invited.body.id}/resend`,
      undefined,
      owner.token,
    );
    expect(resent.body).toMatchObject({ status: 'pending' });
    const newToken = await invitationToken(t, invitee.email);
    expect(newToken).not.toBe(oldToken);
    expectProblem(
      await t.post('/api/invitations/accept', { token: oldToken }, invitee.token),
      404,
      'invitation_token_invalid',
    );
    expect(
      (await t.post('/api/invitations/accept', { token: newToken }, invitee.token)).status,
    ).toBe(200);
  });

  test('a revoked one is refused (410 invitation_revoked) and listed as revoked', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const invitee = await t.signedIn();
    const invited = await t.post(
      `/api/orgs/${slug}/invitations`,
      { email: invitee.email, role: 'member' },
      owner.token,
    );
    const token = await invitationToken(t, invitee.email);
    expect(
      (await remove(t, `/api/orgs/${slug}/invitations/${invited.body.id}`, owner.token)).status,
    ).toBe(200);
    expectProblem(
      await t.post('/api/invitations/accept', { token }, invitee.token),
      410,
      'invitation_revoked',
    );
    const listed = await t.get(`/api/orgs/${slug}/invitations`, owner.token);
    expect(listed.body.items[0]).toMatchObject({ status: 'revoked' });
  });

  test('a member of the organization is not invited again (409 already_member)', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    expectProblem(
      await t.post(
        `/api/orgs/${slug}/invitations`,
        { email: member.email, role: 'member' },
        owner.token,
      ),
      409,
      'already_member',
    );
  });
});

describe('audit', () => {
  test('lists what was done, by whom, newest first; members cannot read it', async () => {
    const { owner, slug } = await orgWithOwner(t);
    const member = await addMember(t, slug, owner.token);
    await t.put(`/api/orgs/${slug}/policy`, { require_2fa: true }, owner.token);
    await remove(t, `/api/orgs/${slug}/members/${member.id}`, owner.token);
    const log = await t.get(`/api/orgs/${slug}/audit`, owner.token);
    expect(log.status).toBe(200);
    expect(
      (log.body.items as { action: string; actor_username: string | null }[]).map((row) => [
        row.action,
        row.actor_username,
      ]),
    ).toEqual([
      ['member.removed', owner.username],
      ['policy.changed', owner.username],
      ['invitation.accepted', member.username],
      ['member.invited', owner.username],
    ]);
    expect(log.body.items[0]).toMatchObject({ target_type: 'user', target_id: String(member.id) });
    const other = await orgWithOwner(t);
    const stranger = await addMember(t, other.slug, other.owner.token);
    expectProblem(
      await t.get(`/api/orgs/${other.slug}/audit`, stranger.token),
      403,
      'org_admin_required',
    );
  });
});
