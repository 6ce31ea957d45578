import type { FastifyInstance } from 'fastify';
import {
  apiTokenResponseSchema,
  premiumResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
  userStatsSchema,
} from '@sinyal/contracts/account';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createAccountService } from './account.service';

export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAccountService(ctx);
  const { api, limits, perIp, perAccount, bearer, session, sessionOrToken } = routeKit(
    app,
    ctx,
    'account',
  );

  api.get(
    '/profile',
    sessionOrToken('The profile of the signed-in account', {
      response: { 200: profileSchema },
    }),
    async (request) => service.profile(authOf(request).user),
  );

  api.put(
    '/profile',
    session('Change full_name and company; every other key of the body is ignored', {
      body: profileUpdateRequestSchema,
      response: { 200: profileSchema },
    }),
    async (request) => service.updateProfile(authOf(request), request.body),
  );

  api.get(
    '/premium',
    sessionOrToken(
      'Whether the account is on a paid plan (is_premium: Pro or Enterprise), and its plan',
      {
        response: { 200: premiumResponseSchema },
      },
    ),
    async (request) => {
      const { is_premium, plan } = authOf(request).user;
      return { is_premium, plan };
    },
  );

  api.get(
    '/user/stats',
    sessionOrToken('Dashboard figures: installs, projects, API calls in 30 days, storage used', {
      response: { 200: userStatsSchema },
    }),
    async (request) => service.stats(authOf(request).user),
  );

  api.post(
    '/generate-api-token',
    bearer(
      'A token named "Default" (read and publish, no expiry), shown once; it replaces the previous "Default" token',
      { response: { 201: apiTokenResponseSchema } },
      {
        onRequest: [ctx.auth.session, perIp('api-token', limits.apiToken.ip)],
        preHandler: perAccount('api-token', limits.apiToken.account),
      },
    ),
    async (request, reply) => {
      const created = await service.generateApiToken(authOf(request), requestMeta(request));
      return reply.code(201).send(created);
    },
  );
}
