import type { FastifyInstance } from 'fastify';
import {
  apiTokenResponseSchema,
  premiumResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
  userStatsSchema,
} from '@sinyal/contracts/account';
import type { AppContext } from '../../app-context';
import { errorResponses, requestMeta } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createAccountService } from './account.service';

export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAccountService(ctx);
  const { api, tags, security, limits, perIp, perAccount } = routeKit(app, ctx, 'account');

  api.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'The profile of the signed-in account',
        security,
        response: { 200: profileSchema, ...errorResponses(401) },
      },
      onRequest: ctx.auth.sessionOrApiToken,
    },
    async (request) => service.profile(authOf(request).user),
  );

  api.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Change full_name and company; every other key of the body is ignored',
        security,
        body: profileUpdateRequestSchema,
        response: { 200: profileSchema, ...errorResponses(400, 401, 403) },
      },
      onRequest: ctx.auth.session,
    },
    async (request) => service.updateProfile(authOf(request), request.body),
  );

  api.get(
    '/premium',
    {
      schema: {
        tags,
        summary: 'Whether the account is Premium (Pro or Enterprise), and its plan',
        security,
        response: { 200: premiumResponseSchema, ...errorResponses(401) },
      },
      onRequest: ctx.auth.sessionOrApiToken,
    },
    async (request) => {
      const { is_premium, plan } = authOf(request).user;
      return { is_premium, plan };
    },
  );

  api.get(
    '/user/stats',
    {
      schema: {
        tags,
        summary: 'Dashboard figures: installs, projects, API calls in 30 days, storage used',
        security,
        response: { 200: userStatsSchema, ...errorResponses(401) },
      },
      onRequest: ctx.auth.sessionOrApiToken,
    },
    async (request) => service.stats(authOf(request).user),
  );

  api.post(
    '/generate-api-token',
    {
      schema: {
        tags,
        summary:
          'A token named "Default" (read and publish, no expiry), shown once; it replaces the previous "Default" token',
        security,
        response: { 201: apiTokenResponseSchema, ...errorResponses(401, 403, 429) },
      },
      onRequest: [ctx.auth.session, perIp('api-token', limits.apiToken.ip)],
      preHandler: perAccount('api-token', limits.apiToken.account),
    },
    async (request, reply) => {
      const created = await service.generateApiToken(authOf(request), requestMeta(request));
      return reply.code(201).send(created);
    },
  );
}
