import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { addColumns, col, columns, createIndex, dropColumns, idColumn } from '../migration-helpers';

/**
 * The operator console and moderation (docs/architecture.md §15):
 * - users.role: 'user' or 'admin' (`npm run admin -- role`); users.disabled_at and disabled_reason
 *   for an account the operator switched off.
 * - audit_events: append-only, every admin action and every account-security event. No foreign
 *   keys: a row outlives the accounts it names (retention keeps rows at least a year).
 * - extension_reports: what users report about an extension, and how an admin resolved it.
 * - extensions.taken_down_at / extension_versions.revoked_at: a takedown of a whole extension or of
 *   one version, with its reason; both feed the signed revocation list (§14). Restoring clears them.
 * - publishers.verified_at: the operator's "Verified" badge.
 * - Indexes for the admin user search: subscriptions by Paddle customer id; on PostgreSQL the
 *   normalized username and e-mail also with text_pattern_ops, so a prefix LIKE uses an index
 *   whatever the database's collation (SQLite's unique indexes serve its range test already).
 */
export const operatorConsoleMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await addColumns(db, 'users', [
      [
        'role',
        'text',
        (c) =>
          c
            .notNull()
            .defaultTo('user')
            .check(sql`role in ('user', 'admin')`),
      ],
      ['disabled_at', 'text'],
      ['disabled_reason', 'text'],
    ]);
    await addColumns(db, 'extensions', [
      ['taken_down_at', 'text'],
      ['takedown_reason', 'text'],
    ]);
    await addColumns(db, 'extension_versions', [
      ['revoked_at', 'text'],
      ['revoke_reason', 'text'],
    ]);
    await addColumns(db, 'publishers', [['verified_at', 'text']]);

    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'integer', id)
      .addColumn('at', 'text', col.required)
      .addColumn('actor_id', 'integer')
      .addColumn('action', 'text', col.required)
      .addColumn('target_type', 'text', col.required)
      .addColumn('target_id', 'text', col.required)
      .$call(columns('text', col.nullable, 'reason', 'ip'))
      .execute();
    await createIndex(db, 'audit_events_at_idx', 'audit_events', ['at']);
    await createIndex(db, 'audit_events_actor_idx', 'audit_events', ['actor_id', 'at']);
    await createIndex(db, 'audit_events_target_idx', 'audit_events', [
      'target_type',
      'target_id',
      'at',
    ]);
    await createIndex(db, 'audit_events_action_idx', 'audit_events', ['action', 'at']);

    await createIndex(db, 'subscriptions_customer_idx', 'subscriptions', ['customer_id']);
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      for (const column of ['username_normalized', 'email_normalized']) {
        await sql`create index ${sql.id(`users_${column}_prefix_idx`)} on users (${sql.id(column)} text_pattern_ops)`.execute(
          db,
        );
      }
    }

    await db.schema
      .createTable('extension_reports')
      .addColumn('id', 'integer', id)
      .addColumn('extension_id', 'text', col.required)
      .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) =>
        c.notNull().check(sql`reason in ('malware', 'impersonation', 'broken', 'other')`),
      )
      .addColumn('detail', 'text', col.required)
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('open')
          .check(sql`status in ('open', 'resolved')`),
      )
      .addColumn('created_at', 'text', col.required)
      .addColumn('resolved_at', 'text')
      .addColumn('resolved_by', 'integer')
      .addColumn('resolution', 'text', (c) => c.check(sql`resolution in ('dismiss', 'takedown')`))
      .addColumn('note', 'text')
      .execute();
    await createIndex(db, 'extension_reports_status_idx', 'extension_reports', [
      'status',
      'created_at',
    ]);
    await createIndex(db, 'extension_reports_reporter_idx', 'extension_reports', [
      'reporter_id',
      'created_at',
    ]);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['extension_reports', 'audit_events']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const index of [
      'users_email_normalized_prefix_idx',
      'users_username_normalized_prefix_idx',
      'subscriptions_customer_idx',
    ]) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    await dropColumns(db, 'publishers', ['verified_at']);
    await dropColumns(db, 'extension_versions', ['revoke_reason', 'revoked_at']);
    await dropColumns(db, 'extensions', ['takedown_reason', 'taken_down_at']);
    await dropColumns(db, 'users', ['disabled_reason', 'disabled_at', 'role']);
  },
};
