import type { FastifyInstance } from 'fastify';
import {
  emailChangeRequestSchema,
  emailLinkRequestSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { errorResponses } from '../../lib/http';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createEmailChangeService } from './email-change.service';

/** E-mail change (docs/architecture.md §11): asked with a session, applied from the new address. */
export async function emailChangeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createEmailChangeService(ctx);
  const { api, tags, security, limits, perIp, perAccount } = routeKit(app, ctx, 'account');

  api.post(
    '/account/email',
    {
      schema: {
        tags,
        summary:
          'Ask to change the e-mail: a link goes to the new address, a notice with a report link to the old',
        security,
        body: emailChangeRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      onRequest: ctx.auth.session,
      preHandler: perAccount('password-check', limits.passwordCheck.account),
    },
    async (request) => {
      await service.request(authOf(request), request.body);
      return { detail: m.emailChangeSent };
    },
  );

  api.post(
    '/account/email/confirm',
    {
      schema: {
        tags,
        summary: 'Apply the change with the token of the link mailed to the new address (24 h)',
        body: emailLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
      onRequest: perIp('email-link', limits.emailLink.ip),
    },
    async (request) => {
      await service.confirm(request.body.token);
      return { detail: m.emailChanged };
    },
  );

  api.post(
    '/account/email/report',
    {
      schema: {
        tags,
        summary:
          'The old address says the change was not theirs: undone, logged out everywhere, a reset link mailed (14 days)',
        body: emailLinkRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 409, 429) },
      },
      onRequest: perIp('email-link', limits.emailLink.ip),
    },
    async (request) => {
      await service.report(request.body.token);
      return { detail: m.emailChangeReported };
    },
  );
}
