import { z } from 'zod';
import { adminPageQuerySchema, adminReasonSchema, pageOf } from './admin';
import { boundedString } from './bounded-string';
import { atMost, isRequired } from './message-phrases';
import { defineMessages, withValues } from './messages';
import { reviewReportReasons } from './reviews';

/**
 * Reports, takedowns, the revocation list and verified publishers (docs/architecture.md §14, §15).
 */

export const reportReasons = ['malware', 'impersonation', 'broken', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportStatuses = ['open', 'resolved'] as const;
export const reportActions = ['dismiss', 'takedown'] as const;
export const reportDetailMaxLength = 2000;
/** Reports one account may send in a day; then 429. */
export const reportsPerDay = 5;

const moderation = defineMessages({
  reportReason: ['invalid_report_reason', 'Must be malware, impersonation, broken or other'],
  reportDetailRequired: isRequired('A description of the problem'),
  reportDetailTooLong: atMost('The description', reportDetailMaxLength),
  reportSent: 'Thank you. The report was sent to the operators, who will look at it.',
  reportNotFound: 'There is no such report',
  reportResolved: ['report_already_resolved', 'This report is already resolved'],
  reportAction: ['invalid_report_action', 'Must be dismiss or takedown'],
  reportDismissed: 'The report was dismissed.',
  reviewHidden: 'The review was taken down.',
  revoked: withValues(
    'This extension version was taken down by the operators and cannot be downloaded: {{reason}}',
    { reason: 'no reason given' },
  ),
  idReserved: withValues(
    'The extension id "{{extension_id}}" was taken down and stays reserved: it cannot be published again',
  ),
  notTakenDown: 'This extension or version is not taken down',
  alreadyTakenDown: 'This extension or version is already taken down',
  takenDown: 'The extension was taken down.',
  restored: 'The extension was restored.',
  publisherVerified: 'The publisher is verified now.',
  publisherUnverified: 'The publisher is no longer verified.',
});

export const moderationMessages = moderation.texts;
export const moderationCodes = moderation.codes;
export const moderationMessagesByCode = moderation.byCode;
const m = moderationCodes;

// ---------------------------------------------------------------------------------------------
// POST /api/extensions/{id}/reports (a signed-in user)

export const reportRequestSchema = z.object({
  reason: z.enum(reportReasons, { error: m.reportReason }),
  detail: boundedString(reportDetailMaxLength * 4, m.reportDetailRequired)
    .trim()
    .min(1, m.reportDetailRequired)
    .max(reportDetailMaxLength, m.reportDetailTooLong),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;
export const reportCreatedSchema = z.object({ id: z.number().int(), detail: z.string() });

// ---------------------------------------------------------------------------------------------
// Admin: reports

export const adminReportQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(reportStatuses).default('open'),
});

/** What a report about a review shows the operators: the review as it stands. */
export const reportedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  author: z.string().nullable(),
  hidden: z.boolean(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  extension_id: z.string(),
  /** The extension's name while it exists. */
  extension_name: z.string().nullable(),
  reporter: z.string().nullable(),
  reason: z.enum([...reportReasons, ...reviewReportReasons]),
  /**
   * Set when the report is about one review (docs/architecture.md §19): a takedown hides that
   * review, not the extension.
   */
  review: reportedReviewSchema.nullable(),
  detail: z.string(),
  status: z.enum(reportStatuses),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.enum(reportActions).nullable(),
  note: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = pageOf(reportSchema);
export type ReportList = z.infer<typeof reportListSchema>;

export const reportParamsSchema = z.object({
  id: z.coerce.number({ error: m.reportNotFound }).int(m.reportNotFound).positive(m.reportNotFound),
});

/**
 * `POST /api/admin/reports/{id}/resolve`: a takedown covers the whole extension unless `version`;
 * a review's report takes down (hides) the review.
 */
export const resolveReportSchema = z.object({
  action: z.enum(reportActions, { error: m.reportAction }),
  note: adminReasonSchema,
  version: z.string().min(1).max(64).optional(),
  revoke_tokens: z.boolean().optional(),
});
export type ResolveReport = z.infer<typeof resolveReportSchema>;

// ---------------------------------------------------------------------------------------------
// Admin: takedown and restore, verified publishers

/** `POST /api/admin/extensions/{id}/takedown`; `DELETE` on the same path restores. */
export const takedownRequestSchema = z.object({
  version: z.string().min(1).max(64).optional(),
  reason: adminReasonSchema,
  revoke_tokens: z.boolean().optional(),
});
export type TakedownRequest = z.infer<typeof takedownRequestSchema>;

/** The restore's body: which version (all when absent) and why. */
export const restoreRequestSchema = z.object({
  version: z.string().min(1).max(64).optional(),
  reason: adminReasonSchema,
});
export type RestoreRequest = z.infer<typeof restoreRequestSchema>;

/** `GET /api/admin/extensions?q=`: every extension, taken down or not, for the console. */
export const adminExtensionQuerySchema = adminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
});
export const adminExtensionSchema = z.object({
  id: z.string(),
  name: z.string(),
  author: z.string(),
  owner: z.string().nullable(),
  latest_version: z.string(),
  publisher_verified: z.boolean(),
  taken_down: z.object({ at: z.string(), reason: z.string() }).nullable(),
  revoked_versions: z.array(z.object({ version: z.string(), at: z.string(), reason: z.string() })),
  open_reports: z.number().int().nonnegative(),
});
export type AdminExtension = z.infer<typeof adminExtensionSchema>;
export const adminExtensionListSchema = pageOf(adminExtensionSchema);

// ---------------------------------------------------------------------------------------------
// GET /api/revocations: a compact JWS (EdDSA, a registry key) of this payload

export const revocationItemSchema = z.object({
  id: z.string(),
  /** "*" for every version. */
  version: z.string(),
  reason: z.string(),
  revoked_at: z.string(),
});
export type RevocationItem = z.infer<typeof revocationItemSchema>;

export const revocationListSchema = z.object({
  /** Seconds since the epoch: an older list never replaces a newer one. */
  iat: z.number().int().nonnegative(),
  items: z.array(revocationItemSchema),
});
export type RevocationList = z.infer<typeof revocationListSchema>;

/** The media type of the signed list's answer. */
export const revocationListMediaType = 'application/jose';
/** The `typ` of the signed list's JWS header (beside `alg: "EdDSA"` and the signing key's `kid`). */
export const revocationListType = 'sinyal-revocations+jws';

/** Whether `list` revokes `version` of `id`. */
export function revocationOf(
  list: Pick<RevocationList, 'items'>,
  id: string,
  version: string,
): RevocationItem | undefined {
  return list.items.find(
    (item) => item.id === id && (item.version === '*' || item.version === version),
  );
}
