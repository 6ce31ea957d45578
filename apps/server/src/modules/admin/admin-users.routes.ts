import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminAuditQuerySchema,
  adminGrantPlanSchema,
  adminMessages,
  adminReasonBodySchema,
  adminRefundSchema,
  adminUserDetailSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserQuerySchema,
  auditListSchema,
} from '@sinyal/contracts/admin';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import { createAdminUsersService, type AdminActor } from './admin-users.service';

const actorOf = (request: FastifyRequest): AdminActor => ({
  id: authOf(request).user.id,
  ip: request.ip,
});

/**
 * The operator console's users and audit log (docs/architecture.md §15). Every route is an
 * admin's session with 2FA (`kit.admin`); the log has only a GET: no route edits or deletes a row.
 */
export async function adminUsersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createAdminUsersService(ctx, app.log);
  const { api, admin } = routeKit(app, ctx, 'admin');
  const done = { response: { 200: messageResponseSchema } };

  api.get(
    '/admin/users',
    admin('Accounts matching an e-mail, username, id or Paddle customer id (paged)', {
      querystring: adminUserQuerySchema,
      response: { 200: adminUserListSchema },
    }),
    async (request) => service.list(request.query),
  );

  api.get(
    '/admin/users/:id',
    admin("One account's whole picture: plan, subscription, devices, tokens, extensions", {
      params: adminUserParamsSchema,
      response: { 200: adminUserDetailSchema },
    }),
    async (request) => service.detail(request.params.id),
  );

  api.post(
    '/admin/users/:id/plan',
    admin('Grant a plan with a reason, lapsing at ends_at when given', {
      params: adminUserParamsSchema,
      body: adminGrantPlanSchema,
      ...done,
    }),
    async (request) => {
      await service.grantPlan(actorOf(request), request.params.id, request.body);
      return { detail: adminMessages.planGranted };
    },
  );

  api.post(
    '/admin/users/:id/disable',
    admin('Disable an account: every session, API token and device token is revoked', {
      params: adminUserParamsSchema,
      body: adminReasonBodySchema,
      ...done,
    }),
    async (request) => {
      await service.disable(actorOf(request), request.params.id, request.body.reason);
      return { detail: adminMessages.accountDisabledDone };
    },
  );

  api.post(
    '/admin/users/:id/enable',
    admin('Enable a disabled account again (its revoked tokens stay revoked)', {
      params: adminUserParamsSchema,
      body: adminReasonBodySchema,
      ...done,
    }),
    async (request) => {
      await service.enable(actorOf(request), request.params.id, request.body.reason);
      return { detail: adminMessages.accountEnabled };
    },
  );

  api.post(
    '/admin/users/:id/refund',
    admin("Ask Paddle to refund one of the account's payments; the plan changes on approval", {
      params: adminUserParamsSchema,
      body: adminRefundSchema,
      ...done,
    }),
    async (request) => {
      await service.refund(actorOf(request), request.params.id, request.body);
      return { detail: adminMessages.refundRequested };
    },
  );

  api.get(
    '/admin/audit',
    admin('The audit log, newest first, filtered by actor, target and action (paged)', {
      querystring: adminAuditQuerySchema,
      response: { 200: auditListSchema },
    }),
    async (request) => service.audit(request.query),
  );
}
