import { sql, type Kysely, type Migration } from 'kysely';
import { col, columns, createIndex, hashedTokenTable, idColumn } from '../migration-helpers';

/**
 * Accounts: users, their sessions and API tokens, e-mail link tokens, sign-in history, API call
 * log, contact messages and extension installs. Written once for SQLite and PostgreSQL: only the
 * generated integer id differs (`idColumn`).
 */

export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', id)
      .addColumn('username', 'text', col.required)
      .addColumn('username_normalized', 'text', col.requiredUnique)
      .addColumn('email', 'text', col.required)
      .addColumn('email_normalized', 'text', col.requiredUnique)
      .addColumn('password_hash', 'text', col.required)
      .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .$call(columns('text', col.required, 'sector', 'country'))
      .addColumn('newsletter', 'integer', col.zeroByDefault)
      .addColumn('is_premium', 'integer', col.zeroByDefault)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('email_verified_at', 'text')
      .$call(columns('text', col.required, 'created_at', 'updated_at'))
      .execute();

    await hashedTokenTable(db, 'sessions')
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'api')`))
      .addColumn('created_at', 'text', col.required)
      .$call(
        columns(
          'text',
          col.nullable,
          'expires_at',
          'revoked_at',
          'last_used_at',
          'ip',
          'user_agent',
        ),
      )
      .execute();
    await createIndex(db, 'sessions_user_idx', 'sessions', ['user_id', 'kind']);

    await hashedTokenTable(db, 'email_tokens')
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'email_tokens_user_idx', 'email_tokens', ['user_id', 'purpose']);

    await db.schema
      .createTable('login_events')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('success', 'integer', col.required)
      .$call(columns('text', col.nullable, 'ip', 'user_agent'))
      .addColumn('created_at', 'text', col.required)
      .execute();
    await createIndex(db, 'login_events_user_idx', 'login_events', ['user_id', 'created_at']);

    await db.schema
      .createTable('api_requests')
      .addColumn('id', 'integer', id)
      .addColumn('session_id', 'integer', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', col.userRef)
      .$call(columns('text', col.required, 'method', 'path', 'created_at'))
      .execute();
    await createIndex(db, 'api_requests_user_idx', 'api_requests', ['user_id', 'created_at']);

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', id)
      .$call(columns('text', col.required, 'name', 'email', 'subject', 'message'))
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', col.required)
      .execute();

    await db.schema
      .createTable('user_extension_installs')
      .addColumn('user_id', 'integer', col.userRef)
      .$call(columns('text', col.required, 'extension_id', 'installed_at'))
      .addPrimaryKeyConstraint('user_extension_installs_pk', ['user_id', 'extension_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'user_extension_installs',
      'contact_messages',
      'api_requests',
      'login_events',
      'email_tokens',
      'sessions',
      'users',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
