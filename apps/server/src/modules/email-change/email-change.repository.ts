import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, EmailChangesTable } from '../../db/types';

type Db = Kysely<Database>;

/** A request as it is made: none of its outcomes (confirmed, cancelled, reported) yet. */
export type NewEmailChange = Omit<
  EmailChangesTable,
  'id' | 'created_at' | 'confirmed_at' | 'cancelled_at' | 'reported_at'
>;

/** A request that has none of its outcomes (confirmed, cancelled, reported) yet. */
const pending = (eb: ExpressionBuilder<Database, 'email_changes'>) =>
  eb.and({ confirmed_at: null, cancelled_at: null, reported_at: null });

/** A newer request replaces the account's earlier ones that were not confirmed yet. */
export async function cancelPendingEmailChanges(db: Db, userId: number, now: Date) {
  await db
    .updateTable('email_changes')
    .set({ cancelled_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where(pending)
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

/** The update of the change whose link (of that kind) has this token and has not expired at `at`. */
const linkUse = (db: Db, link: 'confirm' | 'report', tokenHash: string, at: string) =>
  db
    .updateTable('email_changes')
    .where(`${link}_token_hash`, '=', tokenHash)
    .where(`${link}_expires_at`, '>', at);

/** Marks a pending change confirmed; undefined when the link is unknown, used, replaced or expired. */
export async function confirmEmailChange(db: Db, confirmHash: string, now: Date) {
  const at = now.toISOString();
  return linkUse(db, 'confirm', confirmHash, at)
    .set({ confirmed_at: at })
    .where(pending)
    .returning(['id', 'user_id', 'old_email', 'new_email', 'new_email_normalized'])
    .executeTakeFirst();
}

/** Marks a change reported from the old address; undefined when the link is unknown, used or expired. */
export async function reportEmailChange(db: Db, reportHash: string, now: Date) {
  const at = now.toISOString();
  return linkUse(db, 'report', reportHash, at)
    .set({ reported_at: at })
    .where('reported_at', 'is', null)
    .returning(['id', 'user_id', 'old_email', 'new_email', 'confirmed_at'])
    .executeTakeFirst();
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
