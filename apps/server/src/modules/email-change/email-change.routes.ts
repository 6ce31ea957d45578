import type { FastifyInstance } from 'fastify';
import {
  emailChangeRequestSchema,
  emailLinkRequestSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { answerAfter, routeKit } from '../../plugins/route-kit';
import { createEmailChangeService } from './email-change.service';

/** E-mail change (docs/architecture.md §11): asked with a session, applied from the new address. */
export async function emailChangeRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createEmailChangeService(ctx);
  const { api, limits, openPerIp, passwordCheck } = routeKit(app, ctx, 'account');

  api.post(
    '/account/email',
    passwordCheck(
      'Ask to change the e-mail: a link goes to the new address, a notice with a report link to the old',
      {
        body: emailChangeRequestSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    answerAfter(m.emailChangeSent, (request) => service.request(authOf(request), request.body)),
  );

  const emailLink = (summary: string) =>
    openPerIp(
      summary,
      {
        body: emailLinkRequestSchema,
        response: { 200: messageResponseSchema },
      },
      'email-link',
      limits.emailLink.ip,
    );

  api.post(
    '/account/email/confirm',
    emailLink('Apply the change with the token of the link mailed to the new address (24 h)'),
    answerAfter(m.emailChanged, (request) => service.confirm(request.body.token, request.ip)),
  );

  api.post(
    '/account/email/report',
    emailLink(
      'The old address says the change was not theirs: undone, logged out everywhere, a reset link mailed (14 days)',
    ),
    answerAfter(m.emailChangeReported, (request) => service.report(request.body.token, request.ip)),
  );
}
