import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex, idColumn, userRef, zeroByDefault } from '../migration-helpers';

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
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('username_normalized', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('email_normalized', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('sector', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('newsletter', 'integer', zeroByDefault)
      .addColumn('is_premium', 'integer', zeroByDefault)
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('email_verified_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', id)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'api')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addColumn('revoked_at', 'text')
      .addColumn('last_used_at', 'text')
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await createIndex(db, 'sessions_user_idx', 'sessions', ['user_id', 'kind']);

    await db.schema
      .createTable('email_tokens')
      .addColumn('id', 'integer', id)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'email_tokens_user_idx', 'email_tokens', ['user_id', 'purpose']);

    await db.schema
      .createTable('login_events')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('success', 'integer', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'login_events_user_idx', 'login_events', ['user_id', 'created_at']);

    await db.schema
      .createTable('api_requests')
      .addColumn('id', 'integer', id)
      .addColumn('session_id', 'integer', (c) =>
        c.notNull().references('sessions.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', userRef)
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'api_requests_user_idx', 'api_requests', ['user_id', 'created_at']);

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'integer', id)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('user_extension_installs')
      .addColumn('user_id', 'integer', userRef)
      .addColumn('extension_id', 'text', (c) => c.notNull())
      .addColumn('installed_at', 'text', (c) => c.notNull())
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
