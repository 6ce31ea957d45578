import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from './types';

/**
 * The columns of an account's best Enterprise seat (docs/architecture.md §17), added to a query
 * that has `users` in it: a LEFT JOIN of the one organization whose seat counts most, so every
 * read of a plan (the session lookup every request makes, leases, billing) stays one query.
 *
 * "Best": a seat whose organization's 2FA policy the account meets comes first, then one without
 * an end, then the latest end. The caller decides with the clock whether it is still in force
 * (users/plan-in-force.ts): when the best has ended, every other one has too. An organization
 * with no seats sold (quantity 0) gives nothing.
 *
 * The join binds no parameter of its own (literals only): the session lookup is a prepared
 * statement whose one parameter is the token's hash.
 */
export function joinBestSeat<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB | 'users', O>,
) {
  const bestOrgId = (eb: ExpressionBuilder<Database, 'users'>) =>
    eb
      .selectFrom('org_seats as s')
      .innerJoin('organizations as o', 'o.id', 's.org_id')
      .select('s.org_id')
      .whereRef('s.user_id', '=', 'users.id')
      .where('o.seat_quantity', '>', sql.lit(0))
      .orderBy(
        sql`case when o.require_2fa = 1 and ${eb.ref('users.totp_enabled_at')} is null then 1 else 0 end`,
      )
      .orderBy(sql`case when o.seat_ends_at is null then 0 else 1 end`)
      .orderBy('o.seat_ends_at', 'desc')
      .orderBy('s.org_id')
      .limit(sql.lit(1));
  return (query as unknown as SelectQueryBuilder<Database, 'users', O>)
    .leftJoin('organizations as seat_org', (join) =>
      join.on((eb) =>
        eb('seat_org.id', '=', bestOrgId(eb as unknown as ExpressionBuilder<Database, 'users'>)),
      ),
    )
    .select([
      'seat_org.slug as seat_org_slug',
      'seat_org.name as seat_org_name',
      'seat_org.seat_ends_at as seat_ends_at',
      'seat_org.require_2fa as seat_require_2fa',
      'users.totp_enabled_at as seat_holder_totp_at',
    ]) as unknown as SelectQueryBuilder<
    Database & { seat_org: Database['organizations'] },
    TB | 'users' | 'seat_org',
    O & SeatColumns
  >;
}

/** What `joinBestSeat` adds to a row. */
export interface SeatColumns {
  seat_org_slug: string | null;
  seat_org_name: string | null;
  seat_ends_at: string | null;
  seat_require_2fa: 0 | 1 | null;
  seat_holder_totp_at: string | null;
}
