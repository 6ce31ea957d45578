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
  const { api, bearer, session, tokenView, tokenMaking } = routeKit(app, ctx, 'account');

  tokenView('/profile', 'The profile of the signed-in account', profileSchema, (auth) =>
    service.profile(auth.user),
  );

  api.put(
    '/profile',
    session('Change full_name and company; every other key of the body is ignored', {
      body: profileUpdateRequestSchema,
      response: { 200: profileSchema },
    }),
    async (request) => service.updateProfile(authOf(request), request.body),
  );

  tokenView(
    '/premium',
    'Whether the account is on a paid plan (is_premium: Pro or Enterprise), and its plan',
    premiumResponseSchema,
    ({ user: { is_premium, plan }, planVia }) => ({ is_premium, plan, plan_via: planVia }),
  );

  tokenView(
    '/user/stats',
    'Dashboard figures: installs, projects, API calls in 30 days, storage used',
    userStatsSchema,
    (auth) => service.stats(auth.user),
  );

  api.post(
    '/generate-api-token',
    bearer(
      'A token named "Default" (read and publish, no expiry), shown once; it replaces the previous "Default" token',
      { response: { 201: apiTokenResponseSchema } },
      tokenMaking,
    ),
    async (request, reply) => {
      const created = await service.generateApiToken(authOf(request), requestMeta(request));
      return reply.code(201).send(created);
    },
  );
}
