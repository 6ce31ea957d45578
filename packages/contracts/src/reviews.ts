import { z } from 'zod';
import { boundedString } from './bounded-string';
import { atMost, isRequired, noControlCharacters } from './message-phrases';
import { defineMessages } from './messages';
import { extensionsApiCodes, ratingSchema } from './extensions-api';

/**
 * Reviews and ratings of extensions, and the publisher's figures (docs/architecture.md §19):
 * `GET /api/extensions/{id}/reviews`, `PUT|DELETE .../reviews/mine`, `POST .../reviews/{id}/reply`,
 * `POST .../reviews/{id}/report`; and the messages of the publisher's figures (publisher.ts).
 */

export const reviewTextMaxLength = 2000;
export const replyTextMaxLength = 2000;
export const reviewPageSize = 10;
export const reviewSorts = ['recent', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];
export const reviewReportReasons = ['spam', 'abuse', 'other'] as const;
export type ReviewReportReason = (typeof reviewReportReasons)[number];
export const reviewReportDetailMaxLength = 2000;

const reviews = defineMessages({
  reviewRating: ['invalid_review_rating', 'Choose a rating from 1 to 5 stars'],
  reviewTextRequired: isRequired('The review'),
  reviewTextTooLong: atMost('The review', reviewTextMaxLength),
  reviewTextControl: noControlCharacters('The review'),
  replyTextRequired: isRequired('The reply'),
  replyTextTooLong: atMost('The reply', replyTextMaxLength),
  reviewSort: ['invalid_review_sort', 'Must be recent or helpful'],
  reviewReportReason: ['invalid_review_report_reason', 'Must be spam, abuse or other'],
  reviewReportDetailTooLong: atMost('The description', reviewReportDetailMaxLength),
  ownReviewForbidden: 'You cannot review your own extension',
  reviewNotFound: 'There is no such review',
  replyOwnerOnly: ['reply_owner_only', 'Only the extension’s owner can reply to its reviews'],
  statsOwnerOnly: ['stats_owner_only', 'Only the extension’s owner can see its figures'],
  reviewSaved: 'Your review was saved.',
  reviewDeleted: 'Your review was deleted.',
  replySaved: 'Your reply was saved.',
});

export const reviewsMessages = reviews.texts;
export const reviewsCodes = reviews.codes;
export const reviewsMessagesByCode = reviews.byCode;
const m = reviewsCodes;
const pageCode = extensionsApiCodes.page;

/** Control characters but for line breaks and tabs: a review may have paragraphs. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** `PUT /api/extensions/{id}/reviews/mine`: the signed-in account's one review, made or changed. */
export const reviewRequestSchema = z.object({
  rating: z
    .number({ error: m.reviewRating })
    .int(m.reviewRating)
    .min(1, m.reviewRating)
    .max(5, m.reviewRating),
  text: boundedString(reviewTextMaxLength * 4, m.reviewTextRequired)
    .trim()
    .min(1, m.reviewTextRequired)
    .max(reviewTextMaxLength, m.reviewTextTooLong)
    .refine((text) => !controlCharacters.test(text), m.reviewTextControl),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** `POST .../reviews/{review_id}/reply`: the owner's reply, made or changed. */
export const replyRequestSchema = z.object({
  text: boundedString(replyTextMaxLength * 4, m.replyTextRequired)
    .trim()
    .min(1, m.replyTextRequired)
    .max(replyTextMaxLength, m.replyTextTooLong)
    .refine((text) => !controlCharacters.test(text), m.replyTextRequired),
});
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/** `POST .../reviews/{review_id}/report`: into the operators' queue (§15). */
export const reviewReportRequestSchema = z.object({
  reason: z.enum(reviewReportReasons, { error: m.reviewReportReason }),
  detail: boundedString(reviewReportDetailMaxLength * 4, m.reviewReportDetailTooLong)
    .trim()
    .max(reviewReportDetailMaxLength, m.reviewReportDetailTooLong)
    .optional(),
});
export type ReviewReportRequest = z.infer<typeof reviewReportRequestSchema>;

/** Query values arrive as text; an empty one means "not given". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const reviewListQuerySchema = z.object({
  sort: z.preprocess(
    emptyAsMissing,
    z.enum(reviewSorts, { error: m.reviewSort }).default('recent'),
  ),
  page: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: pageCode })
      .int(pageCode)
      .min(1, pageCode)
      .max(100_000, pageCode)
      .default(1),
  ),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewParamsSchema = z.object({
  id: z.string().min(1).max(64),
  review_id: z.coerce
    .number({ error: m.reviewNotFound })
    .int(m.reviewNotFound)
    .positive(m.reviewNotFound),
});

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The author's username; null once the account is gone. */
  author: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingHistogramSchema = z.object({
  1: z.number().int().nonnegative(),
  2: z.number().int().nonnegative(),
  3: z.number().int().nonnegative(),
  4: z.number().int().nonnegative(),
  5: z.number().int().nonnegative(),
});
export type RatingHistogram = z.infer<typeof ratingHistogramSchema>;

/** `GET /api/extensions/{id}/reviews?sort=&page=` */
export const reviewListSchema = ratingSchema.extend({
  histogram: ratingHistogramSchema,
  items: z.array(reviewSchema),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** `GET /api/extensions/{id}/reviews/mine`: the signed-in account's review, wherever it sorts. */
export const myReviewSchema = z.object({ review: reviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewSavedSchema = z.object({ review: reviewSchema, rating: ratingSchema });
export type ReviewSaved = z.infer<typeof reviewSavedSchema>;
