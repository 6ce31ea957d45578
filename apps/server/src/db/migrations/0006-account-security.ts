import type { Kysely, Migration } from 'kysely';
import {
  addColumns,
  createIndex,
  dropColumns,
  idColumn,
  userRef,
  zeroByDefault,
} from '../migration-helpers';

/**
 * Account security and data rights (docs/architecture.md §11):
 * - users: telemetry opt-out (the newsletter flag exists), and two-factor sign-in: the TOTP secret
 *   sealed with the server's account-secrets key (security/account-secrets.ts), never in the clear;
 *   a secret waiting for its first code during setup; when 2FA was turned on; and the last time
 *   step a code was accepted for, so no code counts twice.
 * - recovery_codes: the ten single-use codes, as SHA-256 hashes.
 * - login_challenges: the second step of a login (the `mfa_token`, hashed), so that any instance
 *   can finish a login another one started.
 * - email_changes: a requested change of address, its confirmation link (to the new address) and
 *   its report link (to the old one), both hashed.
 */
export const accountSecurityMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await addColumns(db, 'users', [
      ['telemetry_opt_out', 'integer', zeroByDefault],
      ['totp_secret', 'text'],
      ['totp_pending_secret', 'text'],
      ['totp_enabled_at', 'text'],
      ['totp_last_step', 'integer'],
    ]);

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'recovery_codes_user_idx', 'recovery_codes', ['user_id', 'code_hash']);

    await db.schema
      .createTable('login_challenges')
      .addColumn('id', 'integer', id)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('remember_me', 'integer', zeroByDefault)
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('email_changes')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('old_email', 'text', (c) => c.notNull())
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('new_email_normalized', 'text', (c) => c.notNull())
      .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('report_token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('confirm_expires_at', 'text', (c) => c.notNull())
      .addColumn('report_expires_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('reported_at', 'text')
      .execute();
    await createIndex(db, 'email_changes_user_idx', 'email_changes', ['user_id']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_changes').ifExists().execute();
    await db.schema.dropTable('login_challenges').ifExists().execute();
    await db.schema.dropTable('recovery_codes').ifExists().execute();
    await dropColumns(db, 'users', [
      'totp_last_step',
      'totp_enabled_at',
      'totp_pending_secret',
      'totp_secret',
      'telemetry_opt_out',
    ]);
  },
};
