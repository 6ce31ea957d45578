import type { FastifyBaseLogger } from 'fastify';
import {
  adminCodes as m,
  type AdminGrantPlan,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserSummary,
  type AuditList,
} from '@sinyal/contracts/admin';
import { planNames } from '@sinyal/contracts/plans';
import type { z } from 'zod';
import type { adminAuditQuerySchema, adminUserQuerySchema } from '@sinyal/contracts/admin';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { normalizeIdentifier } from '../../lib/normalize';
import { listAuditEvents, recordAudit, type AuditFilter } from '../audit/audit.service';
import { countLiveTokens, listLoginEvents, revokeUserTokens } from '../auth/sessions.service';
import { billingServiceOf } from '../billing/billing-setup';
import { listInvoices, listSubscriptions } from '../billing/billing.service';
import { deviceOf, listDevices, revokeAllDevices } from '../licence/licence.service';
import { ownPlanInForce } from '../users/plan-in-force';
import { findUserByLogin } from '../users/users.service';
import {
  findUserForAdmin,
  grantPlan,
  listOwnedExtensions,
  searchUsers,
  setDisabled,
  type UserSummaryRow,
} from './admin-users.repository';

type UserQuery = z.output<typeof adminUserQuerySchema>;
type AuditQuery = z.output<typeof adminAuditQuerySchema>;

/** Who did it and from where: every admin action's audit row carries both. */
export interface AdminActor {
  id: number;
  ip: string;
}

const liveStatuses = new Set(['active', 'trialing', 'past_due', 'paused']);

const pageOf = (query: { page: number; page_size: number }) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

/**
 * The operator console's users (docs/architecture.md §15): search, one account's whole picture,
 * a manual plan, disable and enable, a refund; each action in the audit log with its reason.
 */
export function createAdminUsersService(ctx: AppContext, log: FastifyBaseLogger) {
  const { db, clock } = ctx;
  const billing = billingServiceOf(ctx, log);

  const summaryOf = (row: UserSummaryRow, now: Date): AdminUserSummary => ({
    id: row.id,
    username: row.username,
    email: row.email,
    // The account's own plan, which plan_source explains (a seat's Enterprise shows in /api/premium).
    plan: ownPlanInForce(row, now),
    plan_source: row.plan_source,
    role: row.role,
    disabled: row.disabled_at !== null,
    created_at: row.created_at,
  });

  async function existing(id: number) {
    const user = await findUserForAdmin(db, id);
    if (!user) throw AppError.of(m.userNotFound, 404);
    return user;
  }

  const audit = (actor: AdminActor, action: string, userId: number, reason: string) => ({
    at: clock.now(),
    actorId: actor.id,
    action,
    targetType: 'user',
    targetId: userId,
    reason,
    ip: actor.ip,
  });

  return {
    async list(query: UserQuery): Promise<AdminUserList> {
      const q = query.q ? normalizeIdentifier(query.q) : undefined;
      const { rows, total } = await searchUsers(db, q || undefined, pageOf(query));
      const now = clock.now();
      return {
        items: rows.map((row) => summaryOf(row, now)),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async detail(id: number): Promise<AdminUserDetail> {
      const user = await existing(id);
      const now = clock.now();
      const [subscriptions, invoices, devices, tokens, extensions, signIns] = await Promise.all([
        listSubscriptions(db, id),
        listInvoices(db, id),
        listDevices(db, id),
        countLiveTokens(db, id, now),
        listOwnedExtensions(db, id),
        listLoginEvents(db, id, 20),
      ]);
      const subscription =
        subscriptions.find((row) => liveStatuses.has(row.status)) ?? subscriptions[0];
      return {
        ...summaryOf(user, now),
        full_name: user.full_name,
        email_verified: user.email_verified_at !== null,
        two_factor: user.totp_enabled_at !== null,
        disabled_at: user.disabled_at,
        disabled_reason: user.disabled_reason,
        plan_ends_at: user.plan_ends_at,
        subscription: subscription
          ? {
              id: subscription.id,
              status: subscription.status,
              customer_id: subscription.customer_id,
              current_period_end: subscription.current_period_end,
              cancel_at_period_end: subscription.cancel_at_period_end === 1,
            }
          : null,
        transactions: invoices.map((invoice) => ({
          id: invoice.id,
          billed_at: invoice.billed_at,
          total: invoice.amount,
          currency: invoice.currency,
        })),
        devices: devices.map(deviceOf),
        sessions: tokens.sessions,
        api_tokens: tokens.apiTokens,
        extensions: extensions.map((row) => ({
          id: row.id,
          name: row.name,
          taken_down: row.taken_down_at !== null,
        })),
        recent_sign_ins: signIns,
      };
    },

    async grantPlan(actor: AdminActor, id: number, body: AdminGrantPlan): Promise<void> {
      await existing(id);
      const now = clock.now();
      const endsAt = body.ends_at ? new Date(body.ends_at) : null;
      if (endsAt && endsAt.getTime() <= now.getTime()) {
        throw AppError.of(m.invalidEndDate, 400, { fields: { ends_at: m.invalidEndDate } });
      }
      const until = endsAt ? ` until ${endsAt.toISOString()}` : '';
      await db.transaction().execute(async (trx) => {
        await grantPlan(trx, id, body.plan, endsAt?.toISOString() ?? null, now);
        await recordAudit(trx, {
          ...audit(actor, 'user.plan', id, body.reason),
          reason: `${planNames[body.plan]}${until}: ${body.reason}`,
        });
      });
    },

    /**
     * Switches the account off and signs it out everywhere in one transaction: every session, API
     * token and device token stops working with the change that disabled it.
     */
    async disable(actor: AdminActor, id: number, reason: string): Promise<void> {
      if (id === actor.id) throw AppError.of(m.cannotDisableSelf, 409);
      await existing(id);
      await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const done = await setDisabled(trx, id, { at: now.toISOString(), reason }, now);
        if (!done) throw AppError.of(m.alreadyDisabled, 409);
        await revokeUserTokens(trx, id, ['session', 'api'], now);
        await revokeAllDevices(trx, id, now);
        await recordAudit(trx, audit(actor, 'user.disable', id, reason));
      });
    },

    /** Switches the account on again; the tokens revoked when it was disabled stay revoked. */
    async enable(actor: AdminActor, id: number, reason: string): Promise<void> {
      await existing(id);
      await db.transaction().execute(async (trx) => {
        if (!(await setDisabled(trx, id, null, clock.now()))) {
          throw AppError.of(m.notDisabled, 409);
        }
        await recordAudit(trx, audit(actor, 'user.enable', id, reason));
      });
    },

    /** Asks Paddle for the refund; the plan changes when its webhook approves it. */
    async refund(
      actor: AdminActor,
      id: number,
      body: { transaction_id: string; reason: string },
    ): Promise<void> {
      await existing(id);
      const adjustment = await billing.refund(id, body.transaction_id, body.reason);
      await recordAudit(db, {
        ...audit(actor, 'user.refund', id, body.reason),
        reason: `${body.transaction_id} (${adjustment.id}, ${adjustment.status}): ${body.reason}`,
      });
    },

    async audit(query: AuditQuery): Promise<AuditList> {
      const filter = await auditFilterOf(query);
      const { rows, total } =
        filter === null ? { rows: [], total: 0 } : await listAuditEvents(db, filter, pageOf(query));
      return { items: rows, total, page: query.page, page_size: query.page_size };
    },
  };

  /**
   * The filter the query names: actor a username, e-mail or id ("system" for rows no account
   * wrote); target "type:id" or an id; null when the actor names no account (nothing matches).
   */
  async function auditFilterOf(query: AuditQuery): Promise<AuditFilter | null> {
    const filter: AuditFilter = {};
    if (query.actor) {
      if (query.actor === 'system') filter.actorId = null;
      else if (/^\d{1,15}$/.test(query.actor)) filter.actorId = Number(query.actor);
      else {
        const user = await findUserByLogin(db, normalizeIdentifier(query.actor));
        if (!user) return null;
        filter.actorId = user.id;
      }
    }
    if (query.target) {
      const colon = query.target.indexOf(':');
      if (colon > 0) {
        filter.targetType = query.target.slice(0, colon);
        filter.targetId = query.target.slice(colon + 1);
      } else filter.targetId = query.target;
    }
    if (query.action) filter.action = query.action;
    return filter;
  }
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
