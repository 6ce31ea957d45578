import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { extensionIdParamsSchema, ratingSchema } from '@sinyal/contracts/extensions-api';
import {
  myReviewSchema,
  replyRequestSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewParamsSchema,
  reviewRequestSchema,
  reviewSavedSchema,
  reviewSchema,
} from '@sinyal/contracts/reviews';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createReviewsService } from './reviews.service';

/**
 * Reviews and ratings (docs/architecture.md §19). Reporting a review is moderation's
 * (moderation.routes.ts): it lands in the operators' queue.
 */
export async function reviewsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createReviewsService(ctx);
  const { api, open, session } = routeKit(app, ctx, 'reviews');

  api.get(
    '/extensions/:id/reviews',
    open(
      'An extension’s reviews (10 a page; recent, or helpful: answered and longer first), its average, count and histogram',
      {
        params: extensionIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema },
      },
    ),
    async (request) => service.list(request.params.id, request.query),
  );

  api.get(
    '/extensions/:id/reviews/mine',
    session('The signed-in account’s review of the extension, or null', {
      params: extensionIdParamsSchema,
      response: { 200: myReviewSchema },
    }),
    async (request) => ({
      review: await service.mine(authOf(request).user.id, request.params.id),
    }),
  );

  api.put(
    '/extensions/:id/reviews/mine',
    session(
      'Rate and review an extension (one review per account; not one’s own extension): 201 made, 200 changed',
      {
        params: extensionIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: reviewSavedSchema, 201: reviewSavedSchema },
      },
    ),
    async (request, reply) => {
      const { created, saved } = await service.save(
        authOf(request).user.id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(saved);
    },
  );

  api.delete(
    '/extensions/:id/reviews/mine',
    session('Delete the signed-in account’s review; answers the extension’s rating after it', {
      params: extensionIdParamsSchema,
      response: { 200: z.object({ rating: ratingSchema }) },
    }),
    async (request) => ({
      rating: await service.remove(authOf(request).user.id, request.params.id),
    }),
  );

  api.post(
    '/extensions/:id/reviews/:review_id/reply',
    session('Reply to a review (the extension’s owner; one reply, sent again to change it)', {
      params: reviewParamsSchema,
      body: replyRequestSchema,
      response: { 200: reviewSchema },
    }),
    async (request) =>
      service.reply(
        authOf(request).user.id,
        request.params.id,
        request.params.review_id,
        request.body.text,
      ),
  );
}
