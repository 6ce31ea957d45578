import { sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, columns, createIndex, dropColumns, idColumn } from '../migration-helpers';

/**
 * Plans, device sign-in and leases (docs/architecture.md §7, §9).
 *
 * - `users.plan` ('lite' | 'pro' | 'enterprise') replaces `users.is_premium`: premium accounts
 *   become Pro, the others Lite, and `is_premium` is derived from the plan from now on, so the two
 *   can never disagree. `users.plan_paid_until` is the end of the paid period (null: a plan granted
 *   without one, by `npm run admin -- set-plan`); billing fills it, and leases never outlast it
 *   by more than the grace days.
 * - `device_authorizations`: RFC 8628 sign-ins waiting for the user. The device code is kept only
 *   as a SHA-256 hash; the user code is short-lived and useless once decided.
 * - `devices`: a desktop app signed in to an account. Its token is kept as a SHA-256 hash, its
 *   fingerprint only as an HMAC with a server secret (never the raw value, never a MAC address).
 */
export const licencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await addColumns(db, 'users', [
      [
        'plan',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('lite')
            .check(sql`plan in ('lite', 'pro', 'enterprise')`),
      ],
      ['plan_paid_until', 'text'],
    ]);
    await sql`update users set plan = 'pro' where is_premium = 1`.execute(db);
    await db.schema.alterTable('users').dropColumn('is_premium').execute();

    await db.schema
      .createTable('device_authorizations')
      .addColumn('id', 'integer', id)
      .$call(columns('text', col.requiredUnique, 'device_code_hash', 'user_code'))
      .$call(columns('text', col.required, 'device_name', 'os', 'app_version'))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'approved', 'denied', 'used')`),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('interval_s', 'integer', col.required)
      .addColumn('last_polled_at', 'text')
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .addColumn('decided_at', 'text')
      .execute();
    await createIndex(db, 'device_authorizations_expires_idx', 'device_authorizations', [
      'expires_at',
    ]);

    await db.schema
      .createTable('devices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('online', 'offline')`))
      .$call(columns('text', col.required, 'name', 'os', 'app_version'))
      // Null for an offline device, which never holds a token.
      .addColumn('token_hash', 'text', (c) => c.unique())
      .$call(
        columns(
          'text',
          col.nullable,
          'fingerprint_hash',
          'public_key',
          'activated_at',
          'last_seen_at',
          'lease_expires_at',
        ),
      )
      // What the device last reported: a JSON array of extension ids, and its projects.
      .addColumn('extensions', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('projects', 'integer', col.zeroByDefault)
      .addColumn('created_at', 'text', col.required)
      .addColumn('revoked_at', 'text')
      .execute();
    await createIndex(db, 'devices_user_idx', 'devices', ['user_id', 'revoked_at']);
    await createIndex(db, 'devices_fingerprint_idx', 'devices', ['user_id', 'fingerprint_hash']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('devices').ifExists().execute();
    await db.schema.dropTable('device_authorizations').ifExists().execute();
    await addColumns(db, 'users', [['is_premium', 'integer', col.zeroByDefault]]);
    await sql`update users set is_premium = 1 where plan <> 'lite'`.execute(db);
    await dropColumns(db, 'users', ['plan_paid_until', 'plan']);
  },
};
