import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types';

type Db = Kysely<Database>;

/** What can sign in to an account (docs/architecture.md §16): the last one is never removed. */
export interface SignInMethods {
  password: boolean;
  identities: number;
  passkeys: number;
}

export async function findSignInMethods(db: Db, userId: number): Promise<SignInMethods> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      'password_set',
      eb
        .selectFrom('oauth_identities')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('oauth_identities.user_id', '=', 'users.id')
        .as('identities'),
      eb
        .selectFrom('passkeys')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('passkeys.user_id', '=', 'users.id')
        .as('passkeys'),
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  return {
    password: row?.password_set === 1,
    identities: Number(row?.identities ?? 0),
    passkeys: Number(row?.passkeys ?? 0),
  };
}

/** How many ways of signing in the account has. */
export function countSignInMethods(methods: SignInMethods): number {
  return (methods.password ? 1 : 0) + methods.identities + methods.passkeys;
}
