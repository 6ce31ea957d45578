import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReviewSort } from '@sinyal/contracts/reviews';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** What the reviews need of an extension: that it is listed, and who owns it. */
export async function findReviewedExtension(db: Db, id: string) {
  return db
    .selectFrom('extensions')
    .select(['id', 'owner_user_id', 'rating_avg', 'rating_count'])
    .where('id', '=', id)
    .where('taken_down_at', 'is', null)
    .executeTakeFirst();
}

const reviewColumns = [
  'extension_reviews.id',
  'extension_reviews.extension_id',
  'extension_reviews.user_id',
  'extension_reviews.rating',
  'extension_reviews.text',
  'extension_reviews.created_at',
  'extension_reviews.updated_at',
  'extension_reviews.reply_text',
  'extension_reviews.reply_at',
  'extension_reviews.hidden_at',
] as const;

const withAuthor = (db: Db) =>
  db
    .selectFrom('extension_reviews')
    .leftJoin('users', 'users.id', 'extension_reviews.user_id')
    .select(reviewColumns)
    .select('users.username as author');

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export async function findReview(db: Db, extensionId: string, reviewId: number) {
  return withAuthor(db)
    .where('extension_reviews.extension_id', '=', extensionId)
    .where('extension_reviews.id', '=', reviewId)
    .executeTakeFirst();
}

/** The account's review of the extension, hidden or not. */
export async function findReviewBy(db: Db, extensionId: string, userId: number) {
  return withAuthor(db)
    .where('extension_reviews.extension_id', '=', extensionId)
    .where('extension_reviews.user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * One page of an extension's visible reviews. "helpful" has no votes to go by: it puts first what
 * tells a reader most, reviews the owner answered, then longer ones, then the newest.
 */
export async function listReviews(
  db: Db,
  extensionId: string,
  query: { sort: ReviewSort; limit: number; offset: number },
) {
  let list = withAuthor(db)
    .where('extension_reviews.extension_id', '=', extensionId)
    .where('extension_reviews.hidden_at', 'is', null);
  if (query.sort === 'helpful') {
    list = list
      .orderBy(sql`case when ${sql.ref('extension_reviews.reply_text')} is null then 1 else 0 end`)
      .orderBy(sql`length(${sql.ref('extension_reviews.text')})`, 'desc');
  }
  return list
    .orderBy('extension_reviews.created_at', 'desc')
    .orderBy('extension_reviews.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}

/** How many visible reviews give each rating. */
export async function ratingCounts(db: Db, extensionId: string) {
  const rows = await db
    .selectFrom('extension_reviews')
    .select(['rating', (eb) => eb.fn.countAll().as('count')])
    .where('extension_id', '=', extensionId)
    .where('hidden_at', 'is', null)
    .groupBy('rating')
    .execute();
  return rows.map((row) => ({ rating: Number(row.rating), count: Number(row.count) }));
}

/** Makes or changes the account's review; answers its id. */
export async function upsertReview(
  db: Db,
  review: { extension_id: string; user_id: number; rating: number; text: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('extension_reviews')
    .values({
      extension_id: review.extension_id,
      user_id: review.user_id,
      rating: review.rating,
      text: review.text,
      created_at: review.at,
      updated_at: review.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['extension_id', 'user_id']).doUpdateSet({
        rating: review.rating,
        text: review.text,
        updated_at: review.at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function deleteReviewBy(
  db: Db,
  extensionId: string,
  userId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('extension_reviews')
    .where('extension_id', '=', extensionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function setReply(db: Db, reviewId: number, text: string, at: string): Promise<void> {
  await db
    .updateTable('extension_reviews')
    .set({ reply_text: text, reply_at: at })
    .where('id', '=', reviewId)
    .execute();
}

export async function setHidden(
  db: Db,
  reviewId: number,
  hidden: { hidden_at: string; hidden_reason: string },
): Promise<string | undefined> {
  const row = await db
    .updateTable('extension_reviews')
    .set(hidden)
    .where('id', '=', reviewId)
    .returning('extension_id')
    .executeTakeFirst();
  return row?.extension_id;
}

/**
 * Writes the extension's rating again from its visible reviews, in the caller's transaction (one
 * indexed aggregate over one extension's reviews), so the catalogue sorts by plain columns.
 */
export async function refreshRating(db: Db, extensionId: string): Promise<void> {
  const row = await db
    .selectFrom('extension_reviews')
    .select((eb) => [
      eb.fn.countAll().as('count'),
      sql<number | string | null>`avg(${sql.ref('rating')})`.as('average'),
    ])
    .where('extension_id', '=', extensionId)
    .where('hidden_at', 'is', null)
    .executeTakeFirst();
  await db
    .updateTable('extensions')
    .set({ rating_count: Number(row?.count ?? 0), rating_avg: Number(row?.average ?? 0) })
    .where('id', '=', extensionId)
    .execute();
}

/** Deletes every review the account wrote; answers the extensions whose rating they were part of. */
export async function deleteReviewsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .deleteFrom('extension_reviews')
    .where('user_id', '=', userId)
    .returning('extension_id')
    .execute();
  return [...new Set(rows.map((row) => row.extension_id))];
}
