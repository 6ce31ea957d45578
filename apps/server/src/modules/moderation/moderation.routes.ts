import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { extensionIdParamsSchema, publisherParamsSchema } from '@sinyal/contracts/extensions-api';
import {
  adminExtensionListSchema,
  adminExtensionQuerySchema,
  adminReportQuerySchema,
  moderationMessages as m,
  reportCreatedSchema,
  reportListSchema,
  reportParamsSchema,
  reportRequestSchema,
  resolveReportSchema,
  restoreRequestSchema,
  revocationListMediaType,
  takedownRequestSchema,
} from '@sinyal/contracts/moderation';
import { reviewParamsSchema, reviewReportRequestSchema } from '@sinyal/contracts/reviews';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createModerationService, type AdminActor } from './moderation.service';
import { signedRevocationList } from './revocation-list';

const actorOf = (request: FastifyRequest): AdminActor => ({
  id: authOf(request).user.id,
  ip: request.ip,
});

/**
 * Moderation (docs/architecture.md §14, §15): users' reports, the operators' queue, takedowns and
 * restores, verified publishers, and the signed revocation list the desktop apps keep.
 */
export async function moderationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createModerationService(ctx);
  const { api, open, session, admin, perIp, perAccount, limits } = routeKit(app, ctx, 'moderation');
  const done = { response: { 200: messageResponseSchema } };

  api.post(
    '/extensions/:id/reports',
    session(
      'Report an extension to the operators (malware, impersonation, broken, other); at most a few a day per account',
      {
        params: extensionIdParamsSchema,
        body: reportRequestSchema,
        response: { 201: reportCreatedSchema },
      },
      // Each report lands in a person's queue: counted per account whatever it says.
      perAccount('report', limits.report.account),
    ),
    async (request, reply) => {
      const { id } = await service.report(authOf(request).user.id, request.params.id, request.body);
      return reply.code(201).send({ id, detail: m.reportSent });
    },
  );

  api.post(
    '/extensions/:id/reviews/:review_id/report',
    session(
      'Report a review to the operators (spam, abuse, other); shares the daily allowance of extension reports',
      {
        params: reviewParamsSchema,
        body: reviewReportRequestSchema,
        response: { 201: reportCreatedSchema },
      },
      // The same queue and the same people read it: one allowance for both kinds of report.
      perAccount('report', limits.report.account),
    ),
    async (request, reply) => {
      const { id } = await service.reportReview(
        authOf(request).user.id,
        request.params.id,
        request.params.review_id,
        request.body,
      );
      return reply.code(201).send({ id, detail: m.reportSent });
    },
  );

  api.get(
    '/revocations',
    open(
      'The signed revocation list {iat, items: [{id, version, reason, revoked_at}]} ("*" = every version): a compact JWS (EdDSA, key in GET /api/keys)',
      { response: { 200: z.string() } },
      // Every desktop app fetches it on start, before installs and daily: counted per address.
      { onRequest: perIp('revocations', limits.revocations.ip) },
    ),
    async (_request, reply) =>
      reply
        .type(revocationListMediaType)
        // A takedown must reach the apps at once: nothing on the way keeps an old list.
        .header('cache-control', 'no-cache')
        .send(await signedRevocationList(ctx)),
  );

  api.get(
    '/admin/reports',
    admin('Reports from users, open ones oldest first (the queue), resolved ones newest first', {
      querystring: adminReportQuerySchema,
      response: { 200: reportListSchema },
    }),
    async (request) => service.reports(request.query),
  );

  api.post(
    '/admin/reports/:id/resolve',
    admin(
      'Resolve a report: dismiss it, or take down the extension (one version when given) with the note as the reason',
      { params: reportParamsSchema, body: resolveReportSchema, ...done },
    ),
    async (request) => {
      const { review } = await service.resolve(actorOf(request), request.params.id, request.body);
      if (request.body.action === 'dismiss') return { detail: m.reportDismissed };
      return { detail: review ? m.reviewHidden : m.takenDown };
    },
  );

  api.get(
    '/admin/extensions',
    admin('Every extension, taken down or not; q matches the id, name or author', {
      querystring: adminExtensionQuerySchema,
      response: { 200: adminExtensionListSchema },
    }),
    async (request) => service.extensions(request.query),
  );

  api.post(
    '/admin/extensions/:id/takedown',
    admin(
      'Take down an extension (or one version): gone from the catalogue, search and updates, its downloads 410, listed as revoked; optionally revoke the owner’s API tokens',
      { params: extensionIdParamsSchema, body: takedownRequestSchema, ...done },
    ),
    async (request) => {
      await service.takeDown(actorOf(request), request.params.id, request.body);
      return { detail: m.takenDown };
    },
  );

  api.delete(
    '/admin/extensions/:id/takedown',
    admin('Restore a taken-down extension (or one version)', {
      params: extensionIdParamsSchema,
      body: restoreRequestSchema,
      ...done,
    }),
    async (request) => {
      await service.restore(actorOf(request), request.params.id, request.body);
      return { detail: m.restored };
    },
  );

  api.post(
    '/admin/publishers/:name/verify',
    admin('Give a publisher the "Verified" badge', { params: publisherParamsSchema, ...done }),
    async (request) => {
      await service.setVerified(actorOf(request), request.params.name, true);
      return { detail: m.publisherVerified };
    },
  );

  api.delete(
    '/admin/publishers/:name/verify',
    admin('Remove a publisher’s "Verified" badge', { params: publisherParamsSchema, ...done }),
    async (request) => {
      await service.setVerified(actorOf(request), request.params.name, false);
      return { detail: m.publisherUnverified };
    },
  );
}
