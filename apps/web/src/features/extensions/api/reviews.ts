import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { reportCreatedSchema } from '@sinyal/contracts/moderation';
import { myExtensionsSchema } from '@sinyal/contracts/publisher';
import {
  myReviewSchema,
  reviewListSchema,
  reviewSavedSchema,
  reviewSchema,
  type ReplyRequest,
  type ReviewReportRequest,
  type ReviewRequest,
  type ReviewSort,
} from '@sinyal/contracts/reviews';
import { ratingSchema } from '@sinyal/contracts/extensions-api';
import { z } from 'zod';
import { accountKeys } from '../../../lib/account-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';

const reviewsKey = (id: string) => ['extensions', 'reviews', id] as const;
const myReviewKey = (token: string | null, id: string) =>
  [...accountKeys.ofToken(token), 'review', id] as const;

/** `GET /api/extensions/{id}/reviews`: a page of reviews with the average, count and histogram. */
export function reviewsQueryOptions(id: string, sort: ReviewSort, page: number) {
  return queryOptions({
    queryKey: [...reviewsKey(id), sort, page],
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.extensionReviews(id)}?sort=${sort}&page=${page}`, {
        signal,
        schema: reviewListSchema,
      }),
  });
}

/** The signed-in reader's own review of the extension (null for none). */
export function useMyReview(id: string) {
  return useSessionQuery((token) => myReviewKey(token, id), apiPaths.myReview(id), myReviewSchema);
}

/** The signed-in account's extensions: whether the reader owns this one (and may reply). */
export function useOwnedExtensions() {
  return useSessionQuery(
    (token) => [...accountKeys.ofToken(token), 'publisher', 'extensions'] as const,
    apiPaths.myExtensions,
    myExtensionsSchema,
  );
}

/** What a change to a review makes stale: the pages, the reader's review, the rating on the page. */
const afterChange = (id: string) => [
  () => reviewsKey(id),
  () => ['extensions', 'detail', id] as const,
  (token: string | null) => myReviewKey(token, id),
];

export function useSaveReviewMutation(id: string) {
  return useSessionMutation(
    (token, body: ReviewRequest) =>
      apiRequest(apiPaths.myReview(id), { method: 'PUT', body, token, schema: reviewSavedSchema }),
    { refreshes: afterChange(id) },
  );
}

export function useDeleteReviewMutation(id: string) {
  return useSessionMutation(
    (token) =>
      apiRequest(apiPaths.myReview(id), {
        method: 'DELETE',
        token,
        schema: z.object({ rating: ratingSchema }),
      }),
    { refreshes: afterChange(id) },
  );
}

export function useReplyMutation(id: string, reviewId: number) {
  return useSessionMutation(
    (token, body: ReplyRequest) =>
      apiRequest(apiPaths.reviewReply(id, reviewId), {
        method: 'POST',
        body,
        token,
        schema: reviewSchema,
      }),
    { refreshes: [() => reviewsKey(id)] },
  );
}

export function useReportReviewMutation(id: string, reviewId: number) {
  return useSessionMutation((token, body: ReviewReportRequest) =>
    apiRequest(apiPaths.reviewReport(id, reviewId), {
      method: 'POST',
      body,
      token,
      schema: reportCreatedSchema,
    }),
  );
}
