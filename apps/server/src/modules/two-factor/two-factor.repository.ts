import type { Kysely, Updateable } from 'kysely';
import type { Database, UsersTable } from '../../db/types';
import { countRows } from '../../db/count-rows';

type Db = Kysely<Database>;

type TotpColumns = Pick<
  Updateable<UsersTable>,
  'totp_secret' | 'totp_pending_secret' | 'totp_enabled_at' | 'totp_last_step'
>;

/** The 2FA columns of the account's row are this module's own; updated_at says when they changed. */
async function setTotpColumns(db: Db, userId: number, columns: TotpColumns, now: Date) {
  const set = { ...columns, updated_at: now.toISOString() };
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

export async function setPendingTotpSecret(db: Db, userId: number, sealed: string, now: Date) {
  await setTotpColumns(db, userId, { totp_pending_secret: sealed }, now);
}

/** Turns 2FA on with the pending secret and the step of the code that confirmed it. */
export async function enableTotp(db: Db, userId: number, step: number, now: Date) {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      totp_secret: eb.ref('totp_pending_secret'),
      totp_pending_secret: null,
      totp_enabled_at: now.toISOString(),
      totp_last_step: step,
      updated_at: now.toISOString(),
    }))
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending_secret', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function disableTotp(db: Db, userId: number, now: Date) {
  await setTotpColumns(
    db,
    userId,
    { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null },
    now,
  );
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/**
 * Records `step` as used, unless it or a later one already was: a code is accepted once, and the
 * conditional update keeps two requests racing with one code from both passing.
 */
export async function claimTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[], now: Date) {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(
      hashes.map((code_hash) => ({
        user_id: userId,
        code_hash,
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute();
}

/** Uses up an unused recovery code of the user; false when there is none with this hash. */
export async function useRecoveryCode(db: Db, userId: number, hash: string, now: Date) {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  return countRows(
    db.selectFrom('recovery_codes').where('user_id', '=', userId).where('used_at', 'is', null),
  );
}
