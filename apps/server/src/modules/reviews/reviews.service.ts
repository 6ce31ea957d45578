import type { Rating } from '@sinyal/contracts/extensions-api';
import {
  reviewPageSize,
  type RatingHistogram,
  type Review,
  type ReviewList,
  type ReviewListQuery,
  type ReviewRequest,
  type ReviewSaved,
} from '@sinyal/contracts/reviews';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import {
  deleteReviewBy,
  deleteReviewsOf,
  findReview,
  findReviewBy,
  findReviewedExtension,
  listReviews,
  ratingCounts,
  refreshRating,
  setHidden,
  setReply,
  upsertReview,
  type ReviewRow,
} from './reviews.repository';

/** Two decimals are all a star rating shows; the catalogue sorts by the exact value. */
export function ratingOf(row: { rating_avg: number; rating_count: number }): Rating {
  return {
    average: Math.round(Number(row.rating_avg) * 100) / 100,
    count: Number(row.rating_count),
  };
}

function reviewOf(row: ReviewRow): Review {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    text: row.text,
    author: row.author ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    reply:
      row.reply_text === null || row.reply_at === null
        ? null
        : { text: row.reply_text, at: row.reply_at },
  };
}

const extensionParams = (id: string) => ({ params: { extension_id: id } });

/**
 * Takes a review down from a report (docs/architecture.md §15, §19), inside the moderation's
 * transaction: it leaves every list and the extension's rating at once.
 */
export async function hideReview(trx: Db, reviewId: number, reason: string, at: Date) {
  const extensionId = await setHidden(trx, reviewId, {
    hidden_at: at.toISOString(),
    hidden_reason: reason,
  });
  if (extensionId !== undefined) await refreshRating(trx, extensionId);
}

/**
 * An account is being deleted, inside its transaction: its reviews go (they would go with the
 * account anyway) and the ratings they counted in are written again without them.
 */
export async function forgetReviewsOf(trx: Db, userId: number) {
  for (const extensionId of await deleteReviewsOf(trx, userId)) {
    await refreshRating(trx, extensionId);
  }
}

/** A visible review of a listed extension, or a 404: what a report may be about. */
export async function visibleReviewOr404(db: Db, extensionId: string, reviewId: number) {
  if (!(await findReviewedExtension(db, extensionId))) {
    throw AppError.of('extension_not_found', 404, extensionParams(extensionId));
  }
  const review = await findReview(db, extensionId, reviewId);
  if (!review || review.hidden_at !== null) throw AppError.of('review_not_found', 404);
  return reviewOf(review);
}

export function createReviewsService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function extensionOr404(reader: Db, id: string) {
    const row = await findReviewedExtension(reader, id);
    if (!row) throw AppError.of('extension_not_found', 404, extensionParams(id));
    return row;
  }

  return {
    async list(id: string, query: ReviewListQuery): Promise<ReviewList> {
      const extension = await extensionOr404(db, id);
      const [rows, counts] = await Promise.all([
        listReviews(db, id, {
          sort: query.sort,
          limit: reviewPageSize,
          offset: (query.page - 1) * reviewPageSize,
        }),
        ratingCounts(db, id),
      ]);
      const histogram: RatingHistogram = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const { rating, count } of counts) {
        if (rating >= 1 && rating <= 5) histogram[rating as keyof RatingHistogram] = count;
      }
      return {
        ...ratingOf(extension),
        histogram,
        items: rows.map(reviewOf),
        page: query.page,
        page_size: reviewPageSize,
      };
    },

    async mine(userId: number, id: string): Promise<Review | null> {
      await extensionOr404(db, id);
      const row = await findReviewBy(db, id, userId);
      // A review the operators took down is not shown to its author as standing either.
      return row && row.hidden_at === null ? reviewOf(row) : null;
    },

    /** Makes or changes the account's one review; `created` tells which. */
    async save(
      userId: number,
      id: string,
      request: ReviewRequest,
    ): Promise<{ created: boolean; saved: ReviewSaved }> {
      return db.transaction().execute(async (trx) => {
        const extension = await extensionOr404(trx, id);
        if (extension.owner_user_id === userId) throw AppError.of('own_review_forbidden', 403);
        const before = await findReviewBy(trx, id, userId);
        if (before && before.hidden_at !== null) throw AppError.of('review_not_found', 404);
        const reviewId = await upsertReview(trx, {
          extension_id: id,
          user_id: userId,
          rating: request.rating,
          text: request.text,
          at: clock.now().toISOString(),
        });
        await refreshRating(trx, id);
        const [review, rated] = await Promise.all([
          findReview(trx, id, reviewId),
          findReviewedExtension(trx, id),
        ]);
        if (!review || !rated) throw new Error('the saved review was not found');
        return { created: !before, saved: { review: reviewOf(review), rating: ratingOf(rated) } };
      });
    },

    async remove(userId: number, id: string): Promise<Rating> {
      return db.transaction().execute(async (trx) => {
        await extensionOr404(trx, id);
        if (!(await deleteReviewBy(trx, id, userId))) throw AppError.of('review_not_found', 404);
        await refreshRating(trx, id);
        const rated = await extensionOr404(trx, id);
        return ratingOf(rated);
      });
    },

    /** The owner's one reply to a review: made, or changed when there is one. */
    async reply(userId: number, id: string, reviewId: number, text: string): Promise<Review> {
      const extension = await extensionOr404(db, id);
      if (extension.owner_user_id !== userId) throw AppError.of('reply_owner_only', 403);
      const review = await findReview(db, id, reviewId);
      if (!review || review.hidden_at !== null) throw AppError.of('review_not_found', 404);
      const at = clock.now().toISOString();
      await setReply(db, reviewId, text, at);
      return reviewOf({ ...review, reply_text: text, reply_at: at });
    },
  };
}
