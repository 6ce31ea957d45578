import { PostgresAdapter, sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Plan } from '@sinyal/contracts/plans';
import type { Database, UsersTable } from '../../db/types';

type Db = Kysely<Database>;

export type UserRecord = Selectable<UsersTable>;

/** What registration gives a new account; the rest starts at its default. */
export type NewUser = Pick<
  UsersTable,
  | 'username'
  | 'username_normalized'
  | 'email'
  | 'email_normalized'
  | 'password_hash'
  | 'full_name'
  | 'company'
  | 'sector'
  | 'country'
  | 'language'
> & { newsletter: boolean };

/** `login` is already normalised; an e-mail when it contains "@", else a username. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRecord | undefined> {
  const column = login.includes('@') ? 'email_normalized' : 'username_normalized';
  return db.selectFrom('users').selectAll().where(column, '=', login).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Holds the account's row until the transaction ends (PostgreSQL), so that work of one account
 * which counts and then writes (its seats, its tokens) runs one at a time: each one's count sees
 * what the previous one wrote. SQLite runs one write transaction at a time and needs no lock.
 */
export async function lockUserRow(db: Db, userId: number): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select id from users where id = ${userId} for update`.execute(db);
}

/** Which of the two normalised keys already belong to an account. */
export async function findTakenIdentifiers(
  db: Db,
  emailNormalized: string,
  usernameNormalized: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .selectFrom('users')
    .select(['email_normalized', 'username_normalized'])
    .where((eb) =>
      eb.or([
        eb('email_normalized', '=', emailNormalized),
        eb('username_normalized', '=', usernameNormalized),
      ]),
    )
    .execute();
  return {
    email: rows.some((row) => row.email_normalized === emailNormalized),
    username: rows.some((row) => row.username_normalized === usernameNormalized),
  };
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('users')
    .values({
      ...user,
      newsletter: user.newsletter ? 1 : 0,
      plan: 'lite',
      email_verified_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes the account's row, and notes when (updated_at). */
export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<Updateable<UsersTable>, 'updated_at'>,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function setUserPassword(db: Db, id: number, passwordHash: string, now: Date) {
  // A password set by a reset link also signs in an account made through a provider.
  await updateUser(db, id, { password_hash: passwordHash, password_set: 1 }, now);
}

/** Sets the verification time unless it is already set. */
export async function markEmailVerified(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/**
 * The operator's grant (`npm run admin -- set-plan`): recorded as manual, with no paid period and
 * no end, so that no billing webhook overrides it (docs/architecture.md §10).
 */
export async function setUserPlan(db: Db, id: number, plan: Plan, now: Date) {
  await updateUser(
    db,
    id,
    { plan, plan_source: 'manual', plan_paid_until: null, plan_ends_at: null },
    now,
  );
}
