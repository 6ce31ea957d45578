import type { Kysely, Migration } from 'kysely';
import {
  addColumns,
  col,
  columns,
  createIndex,
  dropColumns,
  hashedTokenTable,
  idColumn,
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
      ['telemetry_opt_out', 'integer', col.zeroByDefault],
      ['totp_secret', 'text'],
      ['totp_pending_secret', 'text'],
      ['totp_enabled_at', 'text'],
      ['totp_last_step', 'integer'],
    ]);

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', col.userRef)
      .$call(columns('text', col.required, 'code_hash', 'created_at'))
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'recovery_codes_user_idx', 'recovery_codes', ['user_id', 'code_hash']);

    await hashedTokenTable(db, 'login_challenges')
      .addColumn('remember_me', 'integer', col.zeroByDefault)
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .addColumn('used_at', 'text')
      .execute();

    await db.schema
      .createTable('email_changes')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', col.userRef)
      .$call(columns('text', col.required, 'old_email', 'new_email', 'new_email_normalized'))
      .$call(columns('text', col.requiredUnique, 'confirm_token_hash', 'report_token_hash'))
      .$call(columns('text', col.required, 'created_at', 'confirm_expires_at', 'report_expires_at'))
      .$call(columns('text', col.nullable, 'confirmed_at', 'cancelled_at', 'reported_at'))
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
