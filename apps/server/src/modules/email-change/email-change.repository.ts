import type { Kysely } from 'kysely';
import type { Database, EmailChangesTable } from '../../db/types';

type Db = Kysely<Database>;

/** A request as it is made: none of its outcomes (confirmed, cancelled, reported) yet. */
export type NewEmailChange = Omit<
  EmailChangesTable,
  'id' | 'created_at' | 'confirmed_at' | 'cancelled_at' | 'reported_at'
>;

/** A newer request replaces the account's earlier ones that were not confirmed yet. */
export async function cancelPendingEmailChanges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('email_changes')
    .set({ cancelled_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('reported_at', 'is', null)
    .execute();
}

export async function insertEmailChange(db: Db, change: NewEmailChange, now: Date) {
  // Rows stay as the account's history (the export lists them); they go with the account.
  await db
    .insertInto('email_changes')
    .values({
      ...change,
      created_at: now.toISOString(),
      confirmed_at: null,
      cancelled_at: null,
      reported_at: null,
    })
    .execute();
}

/** Marks a pending change confirmed; undefined when the link is unknown, used, replaced or expired. */
export async function confirmEmailChange(db: Db, confirmHash: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('email_changes')
    .set({ confirmed_at: at })
    .where('confirm_token_hash', '=', confirmHash)
    .where('confirmed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .where('reported_at', 'is', null)
    .where('confirm_expires_at', '>', at)
    .returning(['id', 'user_id', 'old_email', 'new_email', 'new_email_normalized'])
    .executeTakeFirst();
}

/** Marks a change reported from the old address; undefined when the link is unknown, used or expired. */
export async function reportEmailChange(db: Db, reportHash: string, now: Date) {
  const at = now.toISOString();
  return db
    .updateTable('email_changes')
    .set({ reported_at: at })
    .where('report_token_hash', '=', reportHash)
    .where('reported_at', 'is', null)
    .where('report_expires_at', '>', at)
    .returning(['id', 'user_id', 'old_email', 'new_email', 'confirmed_at'])
    .executeTakeFirst();
}

export async function setUserEmail(
  db: Db,
  userId: number,
  email: string,
  emailNormalized: string,
  now: Date,
) {
  await db
    .updateTable('users')
    .set({
      email,
      email_normalized: emailNormalized,
      // The address was proven by its link (a change) or was the account's own before (a report).
      email_verified_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

export async function emailBelongsToAnother(db: Db, emailNormalized: string, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_normalized', '=', emailNormalized)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
