import type { Db } from '../db/database';
import type { Database } from '../db/types';

/**
 * The scheduled clean-up's deletes (retention.ts). Every one compares ISO times as text, which
 * sorts the same as time in SQLite and PostgreSQL, and is safe to run twice or on two instances.
 */

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** The tables whose rows end at one moment, and the column that holds it. */
const endsAt = {
  login_events: 'created_at',
  api_requests: 'created_at',
  // An e-mail change ends when its report link (the longer-lived one) expires.
  email_changes: 'report_expires_at',
  device_authorizations: 'expires_at',
  billing_events: 'received_at',
} as const satisfies { [T in keyof Database]?: keyof Database[T] };

/** Deletes the rows of `table` that ended before `before`; answers how many. */
async function deleteEndedBefore(db: Db, table: keyof typeof endsAt, before: string) {
  return deleted(
    await db.deleteFrom(table).where(endsAt[table], '<', before).executeTakeFirstOrThrow(),
  );
}

/** Sessions and API tokens that expired or were revoked before `before` (their request rows go too). */
export async function deleteEndedSessions(db: Db, before: string): Promise<number> {
  return deleted(
    await db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
      .executeTakeFirstOrThrow(),
  );
}

export async function deleteLoginEvents(db: Db, before: string): Promise<number> {
  return deleteEndedBefore(db, 'login_events', before);
}

export async function deleteApiRequests(db: Db, before: string): Promise<number> {
  return deleteEndedBefore(db, 'api_requests', before);
}

/** Verification and reset links, and the second step of logins, expired or used before `before`. */
export async function deleteEndedLinks(db: Db, before: string): Promise<number> {
  let count = 0;
  // Also the short-lived secrets of provider sign-ins and passkey ceremonies (migration 0012).
  for (const table of [
    'email_tokens',
    'login_challenges',
    'oauth_tickets',
    'passkey_challenges',
  ] as const) {
    count += deleted(
      await db
        .deleteFrom(table)
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
        .executeTakeFirstOrThrow(),
    );
  }
  return count + (await deleteEndedBefore(db, 'email_changes', before));
}

/** Device sign-in requests (RFC 8628 codes) that expired before `before`. */
export async function deleteDeviceAuthorizations(db: Db, before: string): Promise<number> {
  return deleteEndedBefore(db, 'device_authorizations', before);
}

export async function deleteBillingEvents(db: Db, before: string): Promise<number> {
  return deleteEndedBefore(db, 'billing_events', before);
}

/**
 * Accounts registered before `before` whose address was never confirmed. They could never sign
 * in; one with a payment on record (which cannot happen today) is left for the operator.
 */
export async function deleteUnverifiedAccounts(db: Db, before: string): Promise<number> {
  return deleted(
    await db
      .deleteFrom('users')
      .where('email_verified_at', 'is', null)
      .where('created_at', '<', before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('invoices')
              .select('invoices.id')
              .whereRef('invoices.user_id', '=', 'users.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  );
}

/** Invoices of deleted accounts whose legal retention period has ended. */
export async function deleteExpiredInvoices(db: Db, now: string): Promise<number> {
  return deleted(
    await db.deleteFrom('invoices').where('retain_until', '<', now).executeTakeFirstOrThrow(),
  );
}
