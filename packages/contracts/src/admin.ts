import { z } from 'zod';
import { planSources } from './billing';
import { boundedString } from './bounded-string';
import { deviceSchema } from './licence';
import { atMost, isRequired } from './message-phrases';
import { defineMessages, withValues } from './messages';
import { plans } from './plans';

/**
 * The operator console's API (docs/architecture.md §15): `/api/admin/*`, for an admin's signed-in
 * session with two-factor sign-in on. Lists page like the catalogue: `page`, `page_size` in,
 * `{items, total, page, page_size}` out.
 */

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const adminPageSizeDefault = 25;
export const adminPageSizeMax = 100;
export const adminReasonMaxLength = 500;
export const adminQueryMaxLength = 200;

const admin = defineMessages({
  adminRequired: 'This needs an operator account.',
  admin2faRequired: [
    'admin_2fa_required',
    'Operator actions need two-factor sign-in: turn it on in the Security tab, then sign in again.',
  ],
  accountDisabled:
    'This account has been disabled by the operator. Write to support if you think this is a mistake.',
  reasonRequired: isRequired('A reason'),
  reasonTooLong: atMost('The reason', adminReasonMaxLength),
  queryTooLong: ['admin_query_too_long', atMost('Search text', adminQueryMaxLength)],
  invalidPage: ['admin_invalid_page', 'Must be a whole number, 1 or more'],
  invalidPageSize: [
    'admin_invalid_page_size',
    `Must be a whole number from 1 to ${adminPageSizeMax}`,
  ],
  invalidEndDate: 'The end date must be a date and time in the future',
  invalidPlan: ['admin_invalid_plan', 'Must be lite, pro or enterprise'],
  userNotFound: ['admin_user_not_found', 'There is no such account'],
  cannotDisableSelf: 'You cannot disable your own account.',
  alreadyDisabled: 'This account is already disabled.',
  notDisabled: 'This account is not disabled.',
  planGranted: 'The plan was granted.',
  accountDisabledDone: [
    'account_disabled_done',
    'The account was disabled and signed out everywhere.',
  ],
  accountEnabled: 'The account was enabled.',
  refundRequested: 'The refund was asked for. The plan changes when Paddle approves it.',
  refundUnavailable: 'Refunds need payments to be set up (Paddle).',
  transactionNotFound: [
    'admin_transaction_not_found',
    withValues('No transaction "{{transaction_id}}" of this account'),
  ],
});

export const adminMessages = admin.texts;
export const adminCodes = admin.codes;
export const adminMessagesByCode = admin.byCode;
const m = adminCodes;

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `page` and `page_size` of every admin list. */
export const adminPageQuerySchema = z.object({
  page: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: m.invalidPage })
      .int(m.invalidPage)
      .min(1, m.invalidPage)
      .max(1_000_000, m.invalidPage)
      .default(1),
  ),
  page_size: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: m.invalidPageSize })
      .int(m.invalidPageSize)
      .min(1, m.invalidPageSize)
      .max(adminPageSizeMax, m.invalidPageSize)
      .default(adminPageSizeDefault),
  ),
});

/** A page of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
  });
}

/** Why an admin did something: every action that changes anything carries one. */
export const adminReasonSchema = boundedString(adminReasonMaxLength * 4, m.reasonRequired)
  .trim()
  .min(1, m.reasonRequired)
  .max(adminReasonMaxLength, m.reasonTooLong);

const optionalQuery = boundedString(adminQueryMaxLength * 4, m.queryTooLong)
  .trim()
  .max(adminQueryMaxLength, m.queryTooLong)
  .optional();

// ---------------------------------------------------------------------------------------------
// Users

/** `GET /api/admin/users?q=`: q matches an e-mail, a username, an id or a Paddle customer id. */
export const adminUserQuerySchema = adminPageQuerySchema.extend({ q: optionalQuery });

export const adminUserSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  plan: z.enum(plans),
  plan_source: z.enum(planSources),
  role: z.enum(userRoles),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListSchema = pageOf(adminUserSummarySchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** `GET /api/admin/users/{id}`: one account's whole picture. */
export const adminUserDetailSchema = adminUserSummarySchema.extend({
  full_name: z.string(),
  email_verified: z.boolean(),
  two_factor: z.boolean(),
  disabled_at: z.string().nullable(),
  disabled_reason: z.string().nullable(),
  /** When a manual grant or a canceled subscription ends the plan. */
  plan_ends_at: z.string().nullable(),
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      customer_id: z.string().nullable(),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
  /** Paid transactions a refund can name, newest first. */
  transactions: z.array(
    z.object({
      id: z.string(),
      billed_at: z.string().nullable(),
      total: z.string(),
      currency: z.string(),
    }),
  ),
  devices: z.array(deviceSchema),
  sessions: z.number().int().nonnegative(),
  api_tokens: z.number().int().nonnegative(),
  extensions: z.array(z.object({ id: z.string(), name: z.string(), taken_down: z.boolean() })),
  recent_sign_ins: z.array(
    z.object({
      created_at: z.string(),
      success: z.boolean(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.object({
  id: z.coerce.number({ error: m.userNotFound }).int(m.userNotFound).positive(m.userNotFound),
});

/** `POST /api/admin/users/{id}/plan`: a manual grant, lapsing at `ends_at` when given. */
export const adminGrantPlanSchema = z.object({
  plan: z.enum(plans, { error: m.invalidPlan }),
  reason: adminReasonSchema,
  ends_at: z.iso.datetime({ offset: true, error: m.invalidEndDate }).nullish(),
});
export type AdminGrantPlan = z.infer<typeof adminGrantPlanSchema>;

/** `POST /api/admin/users/{id}/disable`, `.../enable`. */
export const adminReasonBodySchema = z.object({ reason: adminReasonSchema });
export type AdminReasonBody = z.infer<typeof adminReasonBodySchema>;

/** `POST /api/admin/users/{id}/refund`. */
export const adminRefundSchema = z.object({
  transaction_id: boundedString(64, m.transactionNotFound).trim().min(1, m.transactionNotFound),
  reason: adminReasonSchema,
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

// ---------------------------------------------------------------------------------------------
// Audit

/**
 * What audit rows name. Admin actions start with their target ("user.disable"); account-security
 * events of the user concerned start with "security." ("security.password_change").
 */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  /** The actor's username when the account still exists. */
  actor: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** `GET /api/admin/audit?actor=&target=&action=`: actor is a username or id; target "type:id" or an id. */
export const adminAuditQuerySchema = adminPageQuerySchema.extend({
  actor: optionalQuery,
  target: optionalQuery,
  action: optionalQuery,
});
export const auditListSchema = pageOf(auditEventSchema);
export type AuditList = z.infer<typeof auditListSchema>;
