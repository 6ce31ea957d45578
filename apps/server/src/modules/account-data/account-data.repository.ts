import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** Every row that belongs to the account, for "Download my data"; secrets and hashes stay out. */
export async function collectAccountRows(db: Db, userId: number, email: string) {
  const [sessions, logins, apiCalls, installs, owned, emailChanges, contactMessages] =
    await Promise.all([
      db
        .selectFrom('sessions')
        .select([
          'kind',
          'name',
          'scopes',
          'created_at',
          'last_used_at',
          'expires_at',
          'revoked_at',
          'ip',
          'user_agent',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('login_events')
        .select(['created_at', 'success', 'ip', 'user_agent'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('api_requests')
        .select(['created_at', 'method', 'path'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('user_extension_installs')
        .select(['extension_id', 'installed_at'])
        .where('user_id', '=', userId)
        .orderBy('installed_at')
        .execute(),
      db
        .selectFrom('extensions')
        .leftJoin('extension_versions', 'extension_versions.extension_id', 'extensions.id')
        .select([
          'extensions.id',
          'extensions.name',
          'extension_versions.version',
          'extension_versions.published_at',
        ])
        .where('extensions.owner_user_id', '=', userId)
        .orderBy('extensions.id')
        .orderBy('extension_versions.published_at')
        .execute(),
      db
        .selectFrom('email_changes')
        .select(['old_email', 'new_email', 'created_at', 'confirmed_at', 'reported_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('contact_messages')
        .select(['created_at', 'subject', 'message'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .orderBy('created_at')
        .execute(),
    ]);
  return {
    sessions,
    logins,
    apiCalls,
    installs,
    owned,
    emailChanges,
    contactMessages,
  };
}

/**
 * Removes the account. Its sessions, API tokens, devices, sign-in history, API call log,
 * installs, recovery codes, login challenges, e-mail links and changes go with it (their foreign
 * keys cascade); extensions it published stay in the registry without an owner, and so do its
 * publisher names, marked retired: nobody can take them and list under them what it published.
 * Contact messages sent from its address are not tied to it by a key and are removed here.
 */
export async function deleteAccountRows(
  db: Db,
  userId: number,
  email: string,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('contact_messages')
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .execute();
  await db
    .updateTable('publishers')
    .set({ retired_at: now.toISOString() })
    .where('owner_user_id', '=', userId)
    .execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
