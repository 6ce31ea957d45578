import {
  invitationDays,
  orgAuditLimit,
  orgsCodes as m,
  type AcceptInvitationResponse,
  type CreateInvitationRequest,
  type CreateOrgRequest,
  type Invitation,
  type InvitationStatus,
  type MemberSeat,
  type OrgAuditAction,
  type OrgDetail,
  type OrgMembersQuery,
  type OrgMembersResponse,
  type OrgRole,
  type OrgSummary,
  type SeatAssignment,
  type SeatsResponse,
  type UpdateOrgRequest,
} from '@sinyal/contracts/orgs';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { dayMs } from '../../lib/clock';
import { normalizeIdentifier } from '../../lib/normalize';
import { greetingName, renderInvitationMail } from '../../mail/templates';
import type { AuthContext } from '../../plugins/auth';
import { hashToken, issueStoredToken, looksLikeToken } from '../../security/tokens';
import { deviceOf, revokeDevice } from '../licence/licence.service';
import { findUserById } from '../users/users.service';
import {
  countMembers,
  countOwners,
  countSeats,
  deleteMember,
  deleteOrg,
  deleteSeat,
  findInvitation,
  findInvitationByTokenHash,
  findMemberByEmail,
  findMemberDeviceOwner,
  findMembership,
  findOrgBySlug,
  findSeat,
  findSoleOwnerships,
  insertInvitation,
  insertMember,
  insertOrg,
  insertOrgAudit,
  insertSeat,
  listInvitations,
  listMemberDevices,
  listMembers,
  listOrgAudit,
  listOrgsOfUser,
  listSeats,
  lockOrg,
  markInvitationAccepted,
  setMemberRole,
  updateInvitation,
  updateOrg,
  type InvitationRecord,
  type OrgRecord,
} from './orgs.repository';

const invitationTtlMs = invitationDays * dayMs;

/** The organization a request names, with the caller's role in it. */
interface Membership {
  org: OrgRecord;
  role: OrgRole;
}

const isAdminRole = (role: OrgRole) => role === 'owner' || role === 'admin';

/** Whether the seats the organization bought give Enterprise now. */
function seatsInForce(org: Pick<OrgRecord, 'seat_quantity' | 'seat_ends_at'>, now: Date) {
  return (
    org.seat_quantity > 0 &&
    (org.seat_ends_at === null || Date.parse(org.seat_ends_at) > now.getTime())
  );
}

/**
 * A member's seat as they see it: whether one is assigned, whether it gives Enterprise now, and
 * why not (the organization's seats ended, or its policy wants 2FA the member has not turned on).
 */
export function seatStatus(
  org: Pick<OrgRecord, 'seat_quantity' | 'seat_ends_at' | 'require_2fa'>,
  assigned: boolean,
  twoFactor: boolean,
  now: Date,
): MemberSeat {
  if (!assigned) return { assigned: false, active: false, reason: null };
  if (!seatsInForce(org, now)) return { assigned: true, active: false, reason: 'seats_ended' };
  if (org.require_2fa === 1 && !twoFactor) {
    return { assigned: true, active: false, reason: '2fa_required' };
  }
  return { assigned: true, active: true, reason: null };
}

function invitationStatus(row: InvitationRecord, now: Date): InvitationStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (row.accepted_at !== null) return 'accepted';
  if (Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return 'pending';
}

/**
 * Organizations, their members, invitations, seats, policy, devices and audit log
 * (docs/architecture.md §17). Every change that counts before it writes (seats used, owners
 * left) runs in one transaction holding the organization's lock.
 */
export function createOrgsService(ctx: AppContext) {
  const { db, clock, config } = ctx;

  function audit(
    trx: Db,
    org: OrgRecord,
    actorId: number | null,
    action: OrgAuditAction,
    target: { type: string; id: string | number; detail?: string },
  ) {
    return insertOrgAudit(trx, {
      orgId: org.id,
      at: clock.now(),
      actorId,
      action,
      targetType: target.type,
      targetId: target.id,
      detail: target.detail ?? null,
    });
  }

  /** The organization and the caller's role; a 404 for anyone who is not a member. */
  async function membership(auth: AuthContext, slug: string, trx: Db = db): Promise<Membership> {
    const org = await findOrgBySlug(trx, slug);
    const member = org && (await findMembership(trx, org.id, auth.user.id));
    if (!org || !member) throw AppError.of(m.orgNotFound, 404);
    return { org, role: member.role };
  }

  async function asAdmin(auth: AuthContext, slug: string, trx: Db = db): Promise<Membership> {
    const found = await membership(auth, slug, trx);
    if (!isAdminRole(found.role)) throw AppError.of(m.orgAdminRequired, 403);
    return found;
  }

  async function asOwner(auth: AuthContext, slug: string, trx: Db = db): Promise<Membership> {
    const found = await membership(auth, slug, trx);
    if (found.role !== 'owner') throw AppError.of(m.orgOwnerRequired, 403);
    return found;
  }

  async function targetMember(org: OrgRecord, userId: number, trx: Db) {
    const member = await findMembership(trx, org.id, userId);
    if (!member) throw AppError.of(m.orgMemberNotFound, 404);
    return member;
  }

  /** The owners that stay when `userId` stops being one: none is refused (409 last_owner). */
  async function keepAnOwner(trx: Db, org: OrgRecord) {
    if ((await countOwners(trx, org.id)) <= 1) throw AppError.of(m.lastOwner, 409);
  }

  async function detail(auth: AuthContext, org: OrgRecord, role: OrgRole): Promise<OrgDetail> {
    const [members, used, seat] = await Promise.all([
      countMembers(db, org.id),
      countSeats(db, org.id),
      findSeat(db, org.id, auth.user.id),
    ]);
    return {
      slug: org.slug,
      name: org.name,
      role,
      created_at: org.created_at,
      require_2fa: org.require_2fa === 1,
      seat: seatStatus(org, seat !== undefined, auth.twoFactor, clock.now()),
      members,
      seats: { quantity: org.seat_quantity, used, ends_at: org.seat_ends_at },
    };
  }

  /** Removes a member and frees their seat, in the caller's transaction. */
  async function removeMember(trx: Db, org: OrgRecord, userId: number) {
    await deleteSeat(trx, org.id, userId);
    await deleteMember(trx, org.id, userId);
  }

  async function mailInvitation(
    auth: AuthContext,
    org: OrgRecord,
    email: string,
    token: string,
  ): Promise<void> {
    const inviter = await findUserById(db, auth.user.id);
    const language = inviter?.language === 'tr' ? 'tr' : 'en';
    const link = `${config.publicUrl}/invite#token=${token}`;
    const content = renderInvitationMail(language, {
      orgName: org.name,
      inviter: inviter ? (greetingName(inviter.full_name, inviter.username) ?? '') : '',
      link,
      days: invitationDays,
    });
    await ctx.mailer.send({ kind: 'invite', to: email, link, ...content });
  }

  return {
    /**
     * The organization a request names, for a caller who is an owner or an admin of it (404 to a
     * non-member, 403 to a member): what another module's admin routes act on.
     */
    async administered(auth: AuthContext, slug: string) {
      const { org, role } = await asAdmin(auth, slug);
      return { id: org.id, slug: org.slug, name: org.name, role };
    },

    async create(auth: AuthContext, request: CreateOrgRequest): Promise<OrgDetail> {
      if (!auth.user.email_verified) throw AppError.of(m.orgVerifiedEmailRequired, 403);
      const now = clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          const id = await insertOrg(trx, request, now);
          await insertMember(trx, { org_id: id, user_id: auth.user.id, role: 'owner' }, now);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.of(m.orgSlugTaken, 409);
        throw error;
      }
      const { org, role } = await membership(auth, request.slug);
      return detail(auth, org, role);
    },

    async mine(auth: AuthContext): Promise<{ items: OrgSummary[] }> {
      const now = clock.now();
      const rows = await listOrgsOfUser(db, auth.user.id);
      return {
        items: rows.map((row) => ({
          slug: row.slug,
          name: row.name,
          role: row.role,
          created_at: row.created_at,
          require_2fa: row.require_2fa === 1,
          seat: seatStatus(row, row.seat_assigned_at !== null, auth.twoFactor, now),
        })),
      };
    },

    async get(auth: AuthContext, slug: string): Promise<OrgDetail> {
      const { org, role } = await membership(auth, slug);
      return detail(auth, org, role);
    },

    async update(auth: AuthContext, slug: string, request: UpdateOrgRequest): Promise<OrgDetail> {
      const { org, role } = await asAdmin(auth, slug);
      await updateOrg(db, org.id, { name: request.name });
      return detail(auth, { ...org, name: request.name }, role);
    },

    async remove(auth: AuthContext, slug: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org } = await asOwner(auth, slug, trx);
        await lockOrg(trx, org.id);
        if (org.seat_quantity > 0 || (await countSeats(trx, org.id)) > 0) {
          throw AppError.of(m.orgHasSeats, 409);
        }
        await deleteOrg(trx, org.id);
      });
    },

    async transfer(auth: AuthContext, slug: string, userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org } = await asOwner(auth, slug, trx);
        await lockOrg(trx, org.id);
        const target = await targetMember(org, userId, trx);
        if (target.user_id === auth.user.id) return;
        await setMemberRole(trx, org.id, userId, 'owner');
        await setMemberRole(trx, org.id, auth.user.id, 'admin');
        await audit(trx, org, auth.user.id, 'member.role_changed', {
          type: 'user',
          id: userId,
          detail: `${target.role} -> owner (transfer)`,
        });
        await audit(trx, org, auth.user.id, 'member.role_changed', {
          type: 'user',
          id: auth.user.id,
          detail: 'owner -> admin (transfer)',
        });
      });
    },

    async members(
      auth: AuthContext,
      slug: string,
      query: OrgMembersQuery,
    ): Promise<OrgMembersResponse> {
      const { org } = await membership(auth, slug);
      const { items, total } = await listMembers(db, org.id, {
        ...(query.q ? { q: query.q } : {}),
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        items: items.map((row) => ({
          user_id: row.user_id,
          username: row.username,
          email: row.email,
          role: row.role,
          joined_at: row.joined_at,
          two_factor: row.totp_enabled_at !== null,
          seat_assigned: row.assigned_at !== null,
        })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async setRole(auth: AuthContext, slug: string, userId: number, role: OrgRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org, role: callerRole } = await asAdmin(auth, slug, trx);
        await lockOrg(trx, org.id);
        const target = await targetMember(org, userId, trx);
        if (target.role === role) return;
        if (target.role === 'owner') await keepAnOwner(trx, org);
        // Only an owner makes or unmakes an owner: an admin cannot take the organization over.
        if ((role === 'owner' || target.role === 'owner') && callerRole !== 'owner') {
          throw AppError.of(m.orgOwnerRequired, 403);
        }
        await setMemberRole(trx, org.id, userId, role);
        await audit(trx, org, auth.user.id, 'member.role_changed', {
          type: 'user',
          id: userId,
          detail: `${target.role} -> ${role}`,
        });
      });
    },

    /** An admin removes a member, or a member removes themself (leaves). */
    async removeMember(auth: AuthContext, slug: string, userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const own = userId === auth.user.id;
        const { org, role: callerRole } = own
          ? await membership(auth, slug, trx)
          : await asAdmin(auth, slug, trx);
        await lockOrg(trx, org.id);
        const target = await targetMember(org, userId, trx);
        if (target.role === 'owner') {
          await keepAnOwner(trx, org);
          if (callerRole !== 'owner') throw AppError.of(m.orgOwnerRequired, 403);
        }
        await removeMember(trx, org, userId);
        await audit(trx, org, auth.user.id, 'member.removed', {
          type: 'user',
          id: userId,
          ...(own ? { detail: 'left' } : {}),
        });
      });
    },

    async invite(auth: AuthContext, slug: string, request: CreateInvitationRequest) {
      const { org, role } = await asAdmin(auth, slug);
      if (request.role === 'owner' && role !== 'owner') throw AppError.of(m.orgOwnerRequired, 403);
      const email = normalizeIdentifier(request.email);
      if (await findMemberByEmail(db, org.id, email)) throw AppError.of(m.alreadyMember, 409);
      const now = clock.now();
      let id = 0;
      const token = await issueStoredToken(now, invitationTtlMs, async (row) => {
        await db.transaction().execute(async (trx) => {
          id = await insertInvitation(trx, {
            ...row,
            org_id: org.id,
            email_normalized: email,
            role: request.role,
            created_at: now.toISOString(),
            invited_by: auth.user.id,
          });
          await audit(trx, org, auth.user.id, 'member.invited', {
            type: 'invitation',
            id,
            detail: `${email} as ${request.role}`,
          });
        });
      });
      await mailInvitation(auth, org, email, token);
      const created = await findInvitation(db, org.id, id);
      if (!created) throw AppError.of(m.invitationNotFound, 404);
      return this.invitationOf(created);
    },

    invitationOf(row: InvitationRecord): Invitation {
      return {
        id: row.id,
        email: row.email_normalized,
        role: row.role,
        status: invitationStatus(row, clock.now()),
        created_at: row.created_at,
        expires_at: row.expires_at,
        invited_by: row.invited_by,
      };
    },

    async invitations(auth: AuthContext, slug: string) {
      const { org } = await asAdmin(auth, slug);
      const rows = await listInvitations(db, org.id);
      return { items: rows.map((row) => this.invitationOf(row)) };
    },

    /** A new token and a new 7 days for an invitation not yet accepted or withdrawn. */
    async resend(auth: AuthContext, slug: string, id: number): Promise<Invitation> {
      const { org } = await asAdmin(auth, slug);
      const row = await findInvitation(db, org.id, id);
      if (!row) throw AppError.of(m.invitationNotFound, 404);
      if (row.revoked_at !== null) throw AppError.of(m.invitationRevoked, 410);
      if (row.accepted_at !== null) throw AppError.of(m.invitationAccepted, 409);
      const now = clock.now();
      const token = await issueStoredToken(now, invitationTtlMs, (stored) =>
        updateInvitation(db, row.id, stored),
      );
      await mailInvitation(auth, org, row.email_normalized, token);
      const updated = await findInvitation(db, org.id, id);
      return this.invitationOf(updated ?? row);
    },

    async revokeInvitation(auth: AuthContext, slug: string, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org } = await asAdmin(auth, slug, trx);
        const row = await findInvitation(trx, org.id, id);
        if (!row) throw AppError.of(m.invitationNotFound, 404);
        if (row.accepted_at !== null) throw AppError.of(m.invitationAccepted, 409);
        if (row.revoked_at !== null) return;
        await updateInvitation(trx, row.id, { revoked_at: clock.now().toISOString() });
        await audit(trx, org, auth.user.id, 'invitation.revoked', {
          type: 'invitation',
          id: row.id,
          detail: row.email_normalized,
        });
      });
    },

    /**
     * The invited person accepts: only an account whose verified address is the invited one. The
     * address is checked before anything about the invitation is told, so a stranger holding the
     * link learns nothing of it.
     */
    async accept(auth: AuthContext, token: string): Promise<AcceptInvitationResponse> {
      const invitation = looksLikeToken(token)
        ? await findInvitationByTokenHash(db, hashToken(token))
        : undefined;
      if (!invitation) throw AppError.of(m.invitationTokenInvalid, 404);
      const email = normalizeIdentifier(auth.user.email);
      if (!auth.user.email_verified || email !== invitation.email_normalized) {
        throw AppError.of(m.invitationEmailMismatch, 403);
      }
      const now = clock.now();
      if (invitation.revoked_at !== null) throw AppError.of(m.invitationRevoked, 410);
      if (invitation.accepted_at !== null) throw AppError.of(m.invitationAccepted, 409);
      if (Date.parse(invitation.expires_at) <= now.getTime()) {
        throw AppError.of(m.invitationExpired, 410);
      }
      await db.transaction().execute(async (trx) => {
        const org = await findOrgBySlug(trx, invitation.slug);
        if (!org) throw AppError.of(m.invitationTokenInvalid, 404);
        await lockOrg(trx, org.id);
        if (await findMembership(trx, org.id, auth.user.id))
          throw AppError.of(m.alreadyMember, 409);
        if (!(await markInvitationAccepted(trx, invitation.id, now))) {
          throw AppError.of(m.invitationAccepted, 409);
        }
        await insertMember(
          trx,
          { org_id: org.id, user_id: auth.user.id, role: invitation.role },
          now,
        );
        await audit(trx, org, auth.user.id, 'invitation.accepted', {
          type: 'invitation',
          id: invitation.id,
          detail: `${email} as ${invitation.role}`,
        });
      });
      return { org: { slug: invitation.slug, name: invitation.name }, role: invitation.role };
    },

    async seats(auth: AuthContext, slug: string): Promise<SeatsResponse> {
      const { org } = await asAdmin(auth, slug);
      const assignments = await listSeats(db, org.id);
      return {
        plan: 'enterprise',
        quantity: org.seat_quantity,
        used: assignments.length,
        ends_at: org.seat_ends_at,
        assignments,
      };
    },

    /**
     * Gives a member a seat. The count and the insert run under the organization's lock, so
     * assignments sent at once never take more seats than were sold (409 no seat).
     */
    async assignSeat(auth: AuthContext, slug: string, userId: number): Promise<SeatAssignment> {
      return db.transaction().execute(async (trx) => {
        const { org: seen } = await asAdmin(auth, slug, trx);
        await lockOrg(trx, seen.id);
        // Read again under the lock: the operator may have changed the quantity meanwhile.
        const org = (await findOrgBySlug(trx, slug)) ?? seen;
        await targetMember(org, userId, trx);
        const held = await findSeat(trx, org.id, userId);
        const used = await countSeats(trx, org.id);
        const answer = (assignedAt: string, count: number) => ({
          user_id: userId,
          assigned_at: assignedAt,
          quantity: org.seat_quantity,
          used: count,
        });
        if (held) return answer(held.assigned_at, used);
        if (used >= org.seat_quantity) throw AppError.of(m.orgNoSeat, 409);
        const now = clock.now();
        await insertSeat(trx, org.id, userId, now);
        await audit(trx, org, auth.user.id, 'seat.assigned', { type: 'user', id: userId });
        return answer(now.toISOString(), used + 1);
      });
    },

    /** Frees a member's seat; their leases keep Enterprise until they are next renewed. */
    async unassignSeat(auth: AuthContext, slug: string, userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org } = await asAdmin(auth, slug, trx);
        if (!(await deleteSeat(trx, org.id, userId))) throw AppError.of(m.seatNotAssigned, 404);
        await audit(trx, org, auth.user.id, 'seat.unassigned', { type: 'user', id: userId });
      });
    },

    async setPolicy(auth: AuthContext, slug: string, require2fa: boolean): Promise<OrgDetail> {
      const { org, role } = await asAdmin(auth, slug);
      const value = require2fa ? 1 : 0;
      if (org.require_2fa !== value) {
        await db.transaction().execute(async (trx) => {
          await updateOrg(trx, org.id, { require_2fa: value });
          await audit(trx, org, auth.user.id, 'policy.changed', {
            type: 'organization',
            id: org.slug,
            detail: `require_2fa=${require2fa}`,
          });
        });
      }
      return detail(auth, { ...org, require_2fa: value }, role);
    },

    async devices(auth: AuthContext, slug: string) {
      const { org } = await asAdmin(auth, slug);
      const rows = await listMemberDevices(db, org.id);
      return {
        items: rows.map((row) => ({
          ...deviceOf(row),
          user_id: row.user_id,
          username: row.username,
        })),
      };
    },

    async removeDevice(auth: AuthContext, slug: string, id: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const { org } = await asAdmin(auth, slug, trx);
        const owner = await findMemberDeviceOwner(trx, org.id, id);
        if (owner === undefined || !(await revokeDevice(trx, owner, id, clock.now()))) {
          throw AppError.of(m.orgDeviceNotFound, 404);
        }
        await audit(trx, org, auth.user.id, 'device.removed', {
          type: 'device',
          id,
          detail: `of user ${owner}`,
        });
      });
    },

    async auditLog(auth: AuthContext, slug: string) {
      const { org } = await asAdmin(auth, slug);
      const rows = await listOrgAudit(db, org.id, orgAuditLimit);
      return {
        items: rows.map((row) => ({
          id: row.id,
          at: row.at,
          actor_id: row.actor_id,
          actor_username: row.actor_username,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          detail: row.detail,
        })),
      };
    },
  };
}

export type OrgsService = ReturnType<typeof createOrgsService>;

/**
 * The operator sells an organization Enterprise seats (`npm run admin -- org-seats`): the
 * quantity, and optionally until when. Answers the organization as it was, or undefined.
 */
export async function setOrgSeats(
  db: Db,
  slug: string,
  quantity: number,
  endsAt: string | null,
): Promise<OrgRecord | undefined> {
  const org = await findOrgBySlug(db, slug);
  if (!org) return undefined;
  await updateOrg(db, org.id, { seat_quantity: quantity, seat_ends_at: endsAt });
  return org;
}

/** The seats assigned in an organization (what the operator's command reports). */
export async function countOrgSeats(db: Db, orgId: number): Promise<number> {
  return countSeats(db, orgId);
}

/**
 * Refuses (409 last_owner) to let an account go while it is the only owner of an organization that
 * has other members: they would be left with nobody to manage it. Account deletion asks first.
 */
export async function ensureNotSoleOwner(db: Db, userId: number): Promise<void> {
  if ((await findSoleOwnerships(db, userId)).length > 0) throw AppError.of(m.lastOwner, 409);
}

/** A row of an organization's audit log written by another module (single sign-on). */
export async function recordOrgAudit(
  db: Db,
  entry: {
    orgId: number;
    at: Date;
    actorId: number | null;
    action: OrgAuditAction;
    target: { type: string; id: string | number; detail?: string };
  },
): Promise<void> {
  await insertOrgAudit(db, {
    orgId: entry.orgId,
    at: entry.at,
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    detail: entry.target.detail ?? null,
  });
}

/** The person's role in the organization, or undefined when they are not a member. */
export async function orgRoleOf(db: Db, orgId: number, userId: number) {
  return (await findMembership(db, orgId, userId))?.role;
}

/**
 * Makes the person a member (the role `member`) unless they are one already; true when they
 * joined now. Two sign-ins at once add them once (the primary key), the second answering false.
 */
export async function joinAsMember(db: Db, orgId: number, userId: number, now: Date) {
  if (await findMembership(db, orgId, userId)) return false;
  try {
    await insertMember(db, { org_id: orgId, user_id: userId, role: 'member' }, now);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
