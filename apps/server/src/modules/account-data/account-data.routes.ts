import type { FastifyInstance } from 'fastify';
import {
  accountExportSchema,
  deleteAccountRequestSchema,
} from '@sinyal/contracts/account-security';
import { accountSecurityMessages as m } from '@sinyal/contracts/account-security-messages';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { answerAfter, routeKit } from '../../plugins/route-kit';
import { billingServiceOf } from '../billing/billing-setup';
import { createAccountDataService } from './account-data.service';

/** "Download my data" and "Delete account" (docs/architecture.md §11): a login session only. */
export async function accountDataRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAccountDataService(ctx, billingServiceOf(ctx, app.log));
  const { api, limits, perAccount, session, passwordCheck } = routeKit(app, ctx, 'account');

  api.get(
    '/account/export',
    session(
      'Everything stored about the account, as a JSON file (no secrets or hashes)',
      { response: { 200: accountExportSchema } },
      perAccount('export', limits.exportData.account),
    ),
    async (request, reply) => {
      const data = await service.exportData(authOf(request));
      const day = data.exported_at.slice(0, 10);
      void reply.header(
        'Content-Disposition',
        `attachment; filename="sinyal-data-${data.profile.username}-${day}.json"`,
      );
      return data;
    },
  );

  api.delete(
    '/account',
    passwordCheck(
      'Delete the account and its data; needs the password, and a code (or recovery code) with 2FA',
      {
        body: deleteAccountRequestSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    answerAfter(m.accountDeleted, (request) =>
      service.deleteAccount(authOf(request), request.body),
    ),
  );
}
