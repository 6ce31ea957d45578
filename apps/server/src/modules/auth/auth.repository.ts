import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, EmailTokenPurpose } from '../../db/types';

type Db = Kysely<Database>;

export async function insertEmailToken(
  db: Db,
  token: {
    token_hash: string;
    user_id: number;
    purpose: EmailTokenPurpose;
    expires_at: string;
    /** The normalized address the link goes to. */
    sent_to: string;
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({ ...token, created_at: now.toISOString(), used_at: null })
    .execute();
}

/** Older links of the same purpose stop working once a new one is sent. */
export async function retireEmailTokens(
  db: Db,
  userId: number,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * A link works only while the address it was mailed to is still the account's: after an e-mail
 * change, a reset link in the mailbox the account left can no longer set the password, whatever
 * was mailed (or was being mailed) around the change.
 */
const sentToCurrentAddress = ({ eb, selectFrom }: ExpressionBuilder<Database, 'email_tokens'>) =>
  eb(
    'email_tokens.sent_to',
    '=',
    selectFrom('users')
      .select('users.email_normalized')
      .whereRef('users.id', '=', 'email_tokens.user_id'),
  );

/** The user of an unused, unexpired token, without using it up. */
export async function findUsableEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('email_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where(sentToCurrentAddress)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Marks an unused, unexpired token as used and returns its user; undefined when there is no such
 * token. The update is conditional, so two requests racing with one link cannot both succeed.
 */
export async function consumeEmailToken(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<number | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable('email_tokens')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .where(sentToCurrentAddress)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Whether `tokenHash` is a link of `purpose` (in any state: used, replaced by a newer one, expired)
 * whose account has a verified e-mail. Rows are kept until the retention job removes them.
 */
export async function isLinkOfVerifiedAccount(
  db: Db,
  tokenHash: string,
  purpose: EmailTokenPurpose,
): Promise<boolean> {
  const row = await db
    .selectFrom('email_tokens')
    .innerJoin('users', 'users.id', 'email_tokens.user_id')
    .select('email_tokens.id')
    .where('email_tokens.token_hash', '=', tokenHash)
    .where('email_tokens.purpose', '=', purpose)
    .where('users.email_verified_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordLoginEvent(
  db: Db,
  event: { user_id: number | null; success: boolean; ip: string | null; user_agent: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto('login_events')
    .values({ ...event, success: event.success ? 1 : 0, created_at: now.toISOString() })
    .execute();
}

export async function listLoginEvents(db: Db, userId: number, limit: number) {
  const rows = await db
    .selectFrom('login_events')
    .select(['created_at', 'success', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, success: row.success === 1 }));
}

export async function findLastSuccessfulLogin(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('login_events')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('success', '=', 1)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}
