import {
  PostgresAdapter,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SqlBool,
} from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

type UsersBuilder = ExpressionBuilder<Database, 'users'>;

/** The columns of an account the console lists. */
const summaryColumns = [
  'users.id',
  'users.username',
  'users.email',
  'users.plan',
  'users.plan_source',
  'users.plan_ends_at',
  'users.role',
  'users.disabled_at',
  'users.created_at',
] as const;

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A trigram index answers a substring of three characters or more (pg_trgm, migration 0018);
 * shorter ones hold no whole trigram and would read every index entry, so they stay prefixes.
 */
const trigramMinimum = 3;

/**
 * An address with its name part (name@…) is matched from its start: what comes before the "@"
 * pins the account down, and as a substring its many common trigrams ("com", "exa", ".co") would
 * make the trigram index read long lists. "@example.com" (a domain) is still found anywhere.
 */
const addressLike = /^[^@]+@/;

/**
 * `column` holds `text`, in a form each database answers from an index. On PostgreSQL: anywhere
 * in the column once `text` has three characters and is no address (a LIKE '%text%' over the
 * trigram indexes of migration 0018), else at its start (a LIKE 'text%' over the text_pattern_ops index of 0013). On
 * SQLite always at its start, a range over the unique index (its LIKE ignores case and so skips a
 * BINARY index; it has no trigram index).
 */
function contains(
  db: Db,
  eb: UsersBuilder,
  column: 'users.username_normalized' | 'users.email_normalized',
  text: string,
): Expression<SqlBool> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const anywhere = text.length >= trigramMinimum && !addressLike.test(text) ? '%' : '';
    return sql<SqlBool>`${sql.ref(column)} like ${`${anywhere}${likeEscaped(text)}%`}`;
  }
  return eb.and([eb(column, '>=', text), eb(column, '<', `${text}\u{10ffff}`)]);
}

/**
 * What `q` matches, every branch an indexed look-up: the id, the normalized username or e-mail
 * (`contains`: a part of it on PostgreSQL, its start on SQLite; a whole address matches either
 * way), and the accounts of a Paddle customer id, looked up beforehand (`customerUsers`) so that
 * the branch is a list of ids: both databases then answer this OR from the indexes (a multi-index
 * OR on SQLite, a BitmapOr on PostgreSQL, which a subquery would turn into a test of every row).
 */
function matching(db: Db, q: string, customerUsers: number[]) {
  return (eb: UsersBuilder) => {
    const branches: Expression<SqlBool>[] = [
      contains(db, eb, 'users.username_normalized', q),
      contains(db, eb, 'users.email_normalized', q),
    ];
    const ids = [...customerUsers, ...(/^\d{1,15}$/.test(q) ? [Number(q)] : [])];
    if (ids.length > 0) branches.push(eb('users.id', 'in', ids));
    return eb.or(branches);
  };
}

/** The accounts whose subscription names the Paddle customer `q` (ctm_…), if it is one. */
async function customerUsers(db: Db, q: string): Promise<number[]> {
  if (!q.startsWith('ctm_')) return [];
  const rows = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('customer_id', '=', q)
    .execute();
  return rows.map((row) => row.user_id);
}

/**
 * Newest first, sorting the matches rather than walking the primary key: "+id" (SQLite) and
 * "id + 0" (PostgreSQL) keep each planner from reading the whole table in id order to skip a
 * sort, which with a search means testing every row; the matches are few to sort.
 */
const newestFirst = (db: Db) =>
  db.getExecutor().adapter instanceof PostgresAdapter ? sql`users.id + 0` : sql`+users.id`;

/**
 * A page of accounts matching `q` (all of them without one), newest first, and how many match.
 * The page's ids are picked first and only their rows read: sorting thousands of matches by id
 * needs no row, only its id.
 */
export async function searchUsers(
  db: Db,
  q: string | undefined,
  page: { limit: number; offset: number },
) {
  let base = db.selectFrom('users');
  if (q) base = base.where(matching(db, q, await customerUsers(db, q)));
  const countAll = () =>
    base.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const pageOfIds = base
    .orderBy(q ? newestFirst(db) : sql`users.id`, 'desc')
    .limit(page.limit)
    .offset(page.offset);
  let ids: { id: number }[];
  let total: number | string;
  if (q) {
    // The page and the number of matches in one pass over them: the window counts every match
    // (a page past the last match has no row to carry it).
    const found = await pageOfIds
      .select(['users.id', (eb) => eb.fn.countAll<number | string>().over().as('total')])
      .execute();
    ids = found;
    total = found[0]?.total ?? (await countAll()).total;
  } else {
    // Every account: the id order is the table's own, and the count reads the smallest index.
    [ids, { total }] = await Promise.all([pageOfIds.select('users.id').execute(), countAll()]);
  }
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(summaryColumns)
          .where(
            'users.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('users.id', 'desc')
          .execute();
  return { rows, total: Number(total) };
}

export type UserSummaryRow = Awaited<ReturnType<typeof searchUsers>>['rows'][number];

/** One account for the console's detail, or undefined. */
export async function findUserForAdmin(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select([
      ...summaryColumns,
      'users.full_name',
      'users.email_verified_at',
      'users.totp_enabled_at',
      'users.disabled_reason',
    ])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/**
 * The extensions the account owns. Read here, not through the registry's service, because that
 * module has no such list to offer yet and the console only needs three columns of it.
 */
export async function listOwnedExtensions(db: Db, userId: number) {
  return db
    .selectFrom('extensions')
    .select(['id', 'name', 'taken_down_at'])
    .where('owner_user_id', '=', userId)
    .orderBy('id')
    .limit(200)
    .execute();
}

/** Switches the account off (with why) or on again; false when it already was so. */
export async function setDisabled(
  db: Db,
  userId: number,
  disabled: { at: string; reason: string } | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      disabled_at: disabled?.at ?? null,
      disabled_reason: disabled?.reason ?? null,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .where('disabled_at', disabled ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Makes an account an admin or a user again. */
export async function setRole(db: Db, userId: number, role: 'user' | 'admin', now: Date) {
  await db
    .updateTable('users')
    .set({ role, updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** A manual grant (§10) that lapses at `endsAt` when given; no webhook overrides it. */
export async function grantPlan(
  db: Db,
  userId: number,
  plan: Database['users']['plan'],
  endsAt: string | null,
  now: Date,
) {
  await db
    .updateTable('users')
    .set({
      plan,
      plan_source: 'manual',
      plan_paid_until: null,
      plan_ends_at: endsAt,
      updated_at: now.toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}
