import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { PasswordHasher } from '../../security/passwords';
import { findUserById, lockUserRow, updateUser, type UserRecord } from './users.repository';

// What other modules do with an account's row: they come here, never to users.repository
// (eslint.config.js, serverBoundaries). Finding an account:
export {
  findUserById,
  findUserByLogin,
  findTakenIdentifiers,
  lockUserRow,
  type UserRecord,
} from './users.repository';
// Making and changing one (registration, verification, passwords, plans, settings):
export {
  insertUser,
  markEmailVerified,
  setUserPassword,
  setUserPlan,
  updateUser,
} from './users.repository';
// The ways an account can sign in (password, linked providers, passkeys), so the last is kept:
export { countSignInMethods, findSignInMethods } from './sign-in-methods.repository';

/**
 * The row of the signed-in account, for a change that needs more than the session carries; a 404
 * when the account was deleted meanwhile.
 */
export async function existingUser(db: Db, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw AppError.of('account_not_found', 404);
  return user;
}

/** The 400 on the password field unless `password` is the account's (asked again before a change). */
export async function requirePassword(
  passwords: PasswordHasher,
  user: UserRecord,
  password: string,
): Promise<void> {
  if (!(await passwords.verify(user.password_hash, password))) {
    throw AppError.of('password_wrong', 400, { fields: { password: 'password_wrong' } });
  }
}

/**
 * The account's e-mail address, taken as proven: by its link (a change), or as the account's own
 * before (a report undoing a change).
 */
export async function setUserEmail(
  db: Db,
  userId: number,
  email: string,
  emailNormalized: string,
  now: Date,
): Promise<void> {
  await updateUser(
    db,
    userId,
    { email, email_normalized: emailNormalized, email_verified_at: now.toISOString() },
    now,
  );
}

/**
 * Inside a transaction: the account's other counting-then-writing work (a seat taken, a token
 * made) waits until this transaction ends, so a limit read now still holds when it writes.
 */
export async function lockAccount(db: Db, userId: number): Promise<void> {
  await lockUserRow(db, userId);
}
