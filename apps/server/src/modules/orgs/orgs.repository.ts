import { PostgresAdapter, sql, type Kysely, type Selectable } from 'kysely';
import type { Database, OrganizationsTable, OrgInvitationsTable, OrgRole } from '../../db/types';

type Db = Kysely<Database>;

export type OrgRecord = Selectable<OrganizationsTable>;
export type InvitationRecord = Selectable<OrgInvitationsTable>;

export async function insertOrg(
  db: Db,
  org: { slug: string; name: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('organizations')
    .values({ ...org, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findOrgBySlug(db: Db, slug: string): Promise<OrgRecord | undefined> {
  return db.selectFrom('organizations').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export async function updateOrg(
  db: Db,
  id: number,
  changes: Partial<Pick<OrgRecord, 'name' | 'require_2fa' | 'seat_quantity' | 'seat_ends_at'>>,
): Promise<void> {
  await db.updateTable('organizations').set(changes).where('id', '=', id).execute();
}

export async function deleteOrg(db: Db, id: number): Promise<void> {
  await db.deleteFrom('organizations').where('id', '=', id).execute();
}

/**
 * Inside a transaction: other seat and role changes of the organization wait until it ends, so a
 * count read now (seats used, owners left) still holds when the change is written. PostgreSQL
 * locks the row; SQLite runs one write transaction at a time anyway.
 */
export async function lockOrg(db: Db, id: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select id from organizations where id = ${id} for update`.execute(db);
}

// Members

export async function findMembership(db: Db, orgId: number, userId: number) {
  return db
    .selectFrom('org_members')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member whose account has this normalized e-mail, if any. */
export async function findMemberByEmail(db: Db, orgId: number, emailNormalized: string) {
  return db
    .selectFrom('org_members')
    .innerJoin('users', 'users.id', 'org_members.user_id')
    .select('org_members.user_id')
    .where('org_members.org_id', '=', orgId)
    .where('users.email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export async function insertMember(
  db: Db,
  member: { org_id: number; user_id: number; role: OrgRole },
  now: Date,
): Promise<void> {
  await db
    .insertInto('org_members')
    .values({ ...member, joined_at: now.toISOString() })
    .execute();
}

export async function setMemberRole(db: Db, orgId: number, userId: number, role: OrgRole) {
  await db
    .updateTable('org_members')
    .set({ role })
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Db, orgId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('org_members')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .execute();
}

export async function countOwners(db: Db, orgId: number): Promise<number> {
  const row = await db
    .selectFrom('org_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The organizations where the account is the only owner and others are members: an account
 * deleted there would leave them without an owner.
 */
export async function findSoleOwnerships(db: Db, userId: number) {
  return db
    .selectFrom('org_members as me')
    .innerJoin('organizations', 'organizations.id', 'me.org_id')
    .select('organizations.slug')
    .where('me.user_id', '=', userId)
    .where('me.role', '=', 'owner')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('org_members as other')
            .select('other.user_id')
            .whereRef('other.org_id', '=', 'me.org_id')
            .where('other.role', '=', 'owner')
            .where('other.user_id', '!=', userId),
        ),
      ),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('org_members as other')
          .select('other.user_id')
          .whereRef('other.org_id', '=', 'me.org_id')
          .where('other.user_id', '!=', userId),
      ),
    )
    .execute();
}

export async function countMembers(db: Db, orgId: number): Promise<number> {
  const row = await db
    .selectFrom('org_members')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function membersQuery(db: Db, orgId: number, q?: string) {
  let query = db
    .selectFrom('org_members')
    .innerJoin('users', 'users.id', 'org_members.user_id')
    .where('org_members.org_id', '=', orgId);
  if (q) {
    // A plain substring of the stored forms: LIKE's own wildcards in q match themselves.
    const pattern = `%${q
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(sql`users.username_normalized`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`users.email_normalized`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query;
}

/** A page of members (`q` a part of a username or e-mail), in the order they joined, and the total. */
export async function listMembers(
  db: Db,
  orgId: number,
  page: { q?: string; limit: number; offset: number },
) {
  const [items, total] = await Promise.all([
    membersQuery(db, orgId, page.q)
      .leftJoin('org_seats', (join) =>
        join
          .onRef('org_seats.org_id', '=', 'org_members.org_id')
          .onRef('org_seats.user_id', '=', 'org_members.user_id'),
      )
      .select([
        'org_members.user_id',
        'users.username',
        'users.email',
        'org_members.role',
        'org_members.joined_at',
        'users.totp_enabled_at',
        'org_seats.assigned_at',
      ])
      .orderBy('org_members.joined_at')
      .orderBy('org_members.user_id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    membersQuery(db, orgId, page.q)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
}

/** The caller's organizations, with their role and whether they hold a seat in each. */
export async function listOrgsOfUser(db: Db, userId: number) {
  return db
    .selectFrom('org_members')
    .innerJoin('organizations', 'organizations.id', 'org_members.org_id')
    .leftJoin('org_seats', (join) =>
      join
        .onRef('org_seats.org_id', '=', 'org_members.org_id')
        .onRef('org_seats.user_id', '=', 'org_members.user_id'),
    )
    .selectAll('organizations')
    .select(['org_members.role', 'org_seats.assigned_at as seat_assigned_at'])
    .where('org_members.user_id', '=', userId)
    .orderBy('organizations.name')
    .execute();
}

// Invitations

export async function insertInvitation(
  db: Db,
  invitation: Omit<InvitationRecord, 'id' | 'accepted_at' | 'revoked_at'>,
): Promise<number> {
  const row = await db
    .insertInto('org_invitations')
    .values({ ...invitation, accepted_at: null, revoked_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findInvitation(db: Db, orgId: number, id: number) {
  return db
    .selectFrom('org_invitations')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('org_invitations')
    .innerJoin('organizations', 'organizations.id', 'org_invitations.org_id')
    .selectAll('org_invitations')
    .select(['organizations.slug', 'organizations.name'])
    .where('org_invitations.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function listInvitations(db: Db, orgId: number): Promise<InvitationRecord[]> {
  return db
    .selectFrom('org_invitations')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function updateInvitation(
  db: Db,
  id: number,
  changes: Partial<
    Pick<InvitationRecord, 'token_hash' | 'expires_at' | 'accepted_at' | 'revoked_at'>
  >,
): Promise<void> {
  await db.updateTable('org_invitations').set(changes).where('id', '=', id).execute();
}

/** Marks an invitation accepted unless it was accepted or revoked meanwhile; false then. */
export async function markInvitationAccepted(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('org_invitations')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Seats

export async function countSeats(db: Db, orgId: number): Promise<number> {
  const row = await db
    .selectFrom('org_seats')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('org_id', '=', orgId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSeat(db: Db, orgId: number, userId: number) {
  return db
    .selectFrom('org_seats')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function insertSeat(db: Db, orgId: number, userId: number, now: Date) {
  await db
    .insertInto('org_seats')
    .values({ org_id: orgId, user_id: userId, assigned_at: now.toISOString() })
    .execute();
}

/** Frees a member's seat; false when they had none. */
export async function deleteSeat(db: Db, orgId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('org_seats')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function listSeats(db: Db, orgId: number) {
  return db
    .selectFrom('org_seats')
    .innerJoin('users', 'users.id', 'org_seats.user_id')
    .select(['org_seats.user_id', 'users.username', 'org_seats.assigned_at'])
    .where('org_seats.org_id', '=', orgId)
    .orderBy('org_seats.assigned_at')
    .orderBy('org_seats.user_id')
    .execute();
}

// Devices: the members' devices, read beside the licence module's own list

export async function listMemberDevices(db: Db, orgId: number) {
  return db
    .selectFrom('devices')
    .innerJoin('org_members', 'org_members.user_id', 'devices.user_id')
    .innerJoin('users', 'users.id', 'devices.user_id')
    .selectAll('devices')
    .select('users.username')
    .where('org_members.org_id', '=', orgId)
    .where('devices.revoked_at', 'is', null)
    .orderBy('devices.created_at', 'desc')
    .orderBy('devices.id')
    .limit(5000)
    .execute();
}

/** Whose device `id` is, when it belongs to a member of the organization and is not removed. */
export async function findMemberDeviceOwner(db: Db, orgId: number, id: string) {
  const row = await db
    .selectFrom('devices')
    .innerJoin('org_members', 'org_members.user_id', 'devices.user_id')
    .select('devices.user_id')
    .where('org_members.org_id', '=', orgId)
    .where('devices.id', '=', id)
    .where('devices.revoked_at', 'is', null)
    .executeTakeFirst();
  return row?.user_id;
}

// Audit

export interface OrgAuditEntry {
  orgId: number;
  at: Date;
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  detail?: string | null;
}

/** Appends a row: nothing in this module edits or deletes one. */
export async function insertOrgAudit(db: Db, entry: OrgAuditEntry): Promise<void> {
  await db
    .insertInto('org_audit_events')
    .values({
      org_id: entry.orgId,
      at: entry.at.toISOString(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      detail: entry.detail ?? null,
    })
    .execute();
}

export async function listOrgAudit(db: Db, orgId: number, limit: number) {
  return db
    .selectFrom('org_audit_events')
    .leftJoin('users', 'users.id', 'org_audit_events.actor_id')
    .selectAll('org_audit_events')
    .select('users.username as actor_username')
    .where('org_audit_events.org_id', '=', orgId)
    .orderBy('org_audit_events.at', 'desc')
    .orderBy('org_audit_events.id', 'desc')
    .limit(limit)
    .execute();
}
