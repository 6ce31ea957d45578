import type { FastifyInstance } from 'fastify';
import {
  apiTokenListSchema,
  createApiTokenRequestSchema,
  createdApiTokenSchema,
} from '@sinyal/contracts/account-security';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import type { AppContext } from '../../app-context';
import { requestMeta } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createTokensService } from './tokens.service';

/** API tokens (docs/architecture.md §11): listed, made and revoked with a login session only. */
export async function tokensRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createTokensService(ctx);
  const { api, bearer, tokenMaking, sessionView, sessionRemove, sessionOrToken } = routeKit(
    app,
    ctx,
    'tokens',
  );

  sessionView(
    '/tokens',
    "The account's API tokens that still work: name, scopes, created, last used, expiry",
    apiTokenListSchema,
    (auth) => service.list(auth),
  );

  api.post(
    '/tokens',
    bearer(
      'A new named API token with scopes and an optional expiry; the token is shown once',
      {
        body: createApiTokenRequestSchema,
        response: { 201: createdApiTokenSchema },
      },
      // The same limits as the one-click token: making tokens is counted per address and account.
      tokenMaking,
    ),
    async (request, reply) => {
      const created = await service.create(authOf(request), request.body, requestMeta(request));
      return reply.code(201).send(created);
    },
  );

  // With the token itself, so that `sinyal-ext logout` can end the token it kept (it has no session).
  api.delete(
    '/tokens/current',
    sessionOrToken('Revoke the API token this request carries: it stops working at once', {
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await service.revokeCurrent(authOf(request));
      return { detail: m.tokenRevoked };
    },
  );

  sessionRemove(
    '/tokens/:id',
    'Revoke an API token: it stops working at once',
    m.tokenRevoked,
    (auth, id) => service.revoke(auth, id),
  );
}
