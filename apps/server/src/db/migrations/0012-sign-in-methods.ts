import { sql, type Kysely, type Migration } from 'kysely';
import { col, columns, createIndex, dropColumns, idColumn } from '../migration-helpers';

/**
 * Signing in with Google, GitHub or a passkey (docs/architecture.md §16):
 * - users.password_set: 0 for an account made through a provider, whose password hash is of a
 *   random secret nobody knows, until a reset link sets one; the last sign-in method is kept.
 * - oauth_identities: a provider account linked to an account, by (provider, subject), never by
 *   e-mail.
 * - oauth_tickets: the short-lived secrets of the flow, hashed: a used state (so a callback's
 *   state counts once), the one-time code the page trades, a new person's sign-up token and a
 *   signed-in session's link ticket. `payload` is what the secret stands for, as JSON.
 * - passkeys: WebAuthn credentials with their public keys and signature counters.
 * - passkey_challenges: each ceremony's challenge, hashed, single use.
 */
export const signInMethodsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const id = idColumn(db);

    await db.schema
      .alterTable('users')
      .addColumn('password_set', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable('oauth_identities')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', col.userRef)
      .$call(columns('text', col.required, 'provider', 'subject'))
      .addColumn('email', 'text')
      .addColumn('created_at', 'text', col.required)
      .addColumn('last_used_at', 'text')
      .addUniqueConstraint('oauth_identities_subject_unique', ['provider', 'subject'])
      .execute();
    await createIndex(db, 'oauth_identities_user_idx', 'oauth_identities', ['user_id']);

    await db.schema
      .createTable('oauth_tickets')
      .addColumn('id', 'integer', id)
      .addColumn('token_hash', 'text', col.requiredUnique)
      .addColumn('purpose', 'text', (c) =>
        c.notNull().check(sql`purpose in ('state', 'code', 'signup', 'link')`),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('payload', 'text')
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'oauth_tickets_expiry_idx', 'oauth_tickets', ['expires_at']);

    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'integer', id)
      .addColumn('user_id', 'integer', col.userRef)
      .addColumn('credential_id', 'text', col.requiredUnique)
      .$call(columns('text', col.required, 'public_key', 'name'))
      .addColumn('counter', 'integer', col.zeroByDefault)
      .addColumn('transports', 'text')
      .addColumn('backed_up', 'integer', col.zeroByDefault)
      .addColumn('created_at', 'text', col.required)
      .addColumn('last_used_at', 'text')
      .execute();
    await createIndex(db, 'passkeys_user_idx', 'passkeys', ['user_id']);

    await db.schema
      .createTable('passkey_challenges')
      .addColumn('id', 'integer', id)
      .addColumn('challenge_hash', 'text', col.requiredUnique)
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('register', 'login')`))
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .$call(columns('text', col.required, 'created_at', 'expires_at'))
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'passkey_challenges_expiry_idx', 'passkey_challenges', ['expires_at']);
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['passkey_challenges', 'passkeys', 'oauth_tickets', 'oauth_identities']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    await dropColumns(db, 'users', ['password_set']);
  },
};
