import { sql, type Kysely, type Migration } from 'kysely';
import { col, columns, createIndex, idColumn } from '../migration-helpers';

/**
 * Organizations, Enterprise teams (docs/architecture.md §17):
 * - organizations: the slug is the address (`/orgs/<slug>`); seat_quantity and seat_ends_at are
 *   what the operator sold (`npm run admin -- org-seats`); require_2fa is the members' policy.
 * - org_members: one row per person and organization with a role; the service keeps one owner.
 * - org_invitations: a hashed token bound to one normalized e-mail, 7 days.
 * - org_seats: an assigned Enterprise seat; the session lookup reads it by user on every request.
 * - org_audit_events: the organization's own log. No foreign keys to users: rows outlive accounts.
 */
export const organizationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await db.schema
      .createTable('organizations')
      .addColumn('id', 'integer', id)
      .addColumn('slug', 'text', col.requiredUnique)
      .addColumn('name', 'text', col.required)
      .addColumn('created_at', 'text', col.required)
      .addColumn('seat_quantity', 'integer', col.zeroByDefault)
      .addColumn('seat_ends_at', 'text')
      .addColumn('require_2fa', 'integer', col.zeroByDefault)
      .execute();

    await db.schema
      .createTable('org_members')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('role', 'text', (c) =>
        c.notNull().check(sql`role in ('owner', 'admin', 'member')`),
      )
      .addColumn('joined_at', 'text', col.required)
      .addPrimaryKeyConstraint('org_members_pk', ['org_id', 'user_id'])
      .execute();
    await createIndex(db, 'org_members_user_idx', 'org_members', ['user_id']);

    await db.schema
      .createTable('org_invitations')
      .addColumn('id', 'integer', id)
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('email_normalized', 'text', col.required)
      .addColumn('role', 'text', (c) =>
        c.notNull().check(sql`role in ('owner', 'admin', 'member')`),
      )
      .addColumn('token_hash', 'text', col.requiredUnique)
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .$call(columns('text', col.nullable, 'accepted_at', 'revoked_at'))
      .addColumn('invited_by', 'integer')
      .execute();
    await createIndex(db, 'org_invitations_org_idx', 'org_invitations', ['org_id', 'created_at']);

    await db.schema
      .createTable('org_seats')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('assigned_at', 'text', col.required)
      .addPrimaryKeyConstraint('org_seats_pk', ['org_id', 'user_id'])
      .execute();
    await createIndex(db, 'org_seats_user_idx', 'org_seats', ['user_id']);

    await db.schema
      .createTable('org_audit_events')
      .addColumn('id', 'integer', id)
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('at', 'text', col.required)
      .addColumn('actor_id', 'integer')
      .addColumn('action', 'text', col.required)
      .addColumn('target_type', 'text', col.required)
      .addColumn('target_id', 'text', col.required)
      .addColumn('detail', 'text')
      .execute();
    await createIndex(db, 'org_audit_events_org_idx', 'org_audit_events', ['org_id', 'at']);
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'org_audit_events',
      'org_seats',
      'org_invitations',
      'org_members',
      'organizations',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
