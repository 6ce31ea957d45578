import { z } from 'zod';
import { boundedString } from './bounded-string';
import { deviceSchema } from './licence';
import { atMost, isRequired, oneLine } from './message-phrases';
import { defineMessages } from './messages';
import { plans } from './plans';
import { emailMaxLength, isPlainEmail, isPlainLine } from './text';

/**
 * Organizations, Enterprise teams (docs/architecture.md §17): `/api/orgs/*` and
 * `POST /api/invitations/accept`, for a signed-in session.
 */

export const orgRoles = ['owner', 'admin', 'member'] as const;
export type OrgRole = (typeof orgRoles)[number];

export const orgNameMaxLength = 100;
export const orgSlugMinLength = 2;
export const orgSlugMaxLength = 40;
export const orgMembersPageSizeDefault = 100;
export const orgMembersPageSizeMax = 500;
export const orgQueryMaxLength = 200;
/** An invitation's link works this long; a resend starts it again. */
export const invitationDays = 7;

export const invitationStatuses = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

/** Why an assigned seat does not give its plan right now. */
export const seatReasons = ['2fa_required', 'seats_ended'] as const;
export type SeatReason = (typeof seatReasons)[number];

export const orgAuditActions = [
  'member.invited',
  'invitation.accepted',
  'invitation.revoked',
  'member.role_changed',
  'member.removed',
  'seat.assigned',
  'seat.unassigned',
  'policy.changed',
  'device.removed',
  'sso.changed',
  'member.sso_joined',
] as const;
export type OrgAuditAction = (typeof orgAuditActions)[number];

const orgs = defineMessages({
  orgNameRequired: isRequired('The organization name'),
  orgNameTooLong: atMost('The organization name', orgNameMaxLength),
  orgNameInvalid: oneLine('The organization name'),
  orgSlugInvalid: `The address must be ${orgSlugMinLength} to ${orgSlugMaxLength} lower-case letters, digits or "-", starting with a letter or digit`,
  orgSlugTaken: 'This address is taken by another organization',
  orgNotFound: 'There is no such organization, or you are not a member of it',
  orgAdminRequired: 'This needs an owner or an admin of the organization',
  orgOwnerRequired: 'This needs an owner of the organization',
  orgVerifiedEmailRequired: 'Verify your e-mail address before you create an organization',
  orgHasSeats: 'An organization with Enterprise seats cannot be deleted: ask us to end them first',
  orgDeleted: 'The organization was deleted.',
  orgRoleInvalid: 'The role must be owner, admin or member',
  lastOwner: 'An organization always keeps one owner: make someone else an owner first',
  orgMemberNotFound: 'This person is not a member of the organization',
  orgMemberRemoved: 'The member was removed.',
  orgRoleChanged: 'The role was changed.',
  orgLeft: 'You left the organization.',
  orgUserIdInvalid: 'Must be the id of an account',
  ownershipTransferred: 'The ownership was transferred.',
  invitationEmailInvalid: 'Type one e-mail address',
  alreadyMember: 'This person is already a member of the organization',
  invitationNotFound: 'There is no such invitation',
  invitationTokenInvalid: 'This invitation link is not valid',
  invitationEmailMismatch:
    'This invitation was sent to another e-mail address: sign in with the account of that address (verified) to accept it',
  invitationExpired: 'This invitation has expired: ask for a new one',
  invitationRevoked: 'This invitation was withdrawn',
  invitationAccepted: 'This invitation was already accepted',
  invitationWithdrawn: 'The invitation was withdrawn.',
  orgNoSeat: 'Every Enterprise seat of the organization is assigned: free one first, or buy more',
  seatNotAssigned: 'This member has no seat',
  seatUnassigned: 'The seat was freed. The member keeps Enterprise until their next lease renewal.',
  orgDeviceNotFound: 'No device of a member has this id',
  orgDeviceRemoved: 'The device was removed.',
  orgQueryTooLong: atMost('Search text', orgQueryMaxLength),
  orgInvalidPage: 'Must be a whole number, 1 or more',
  orgInvalidPageSize: `Must be a whole number from 1 to ${orgMembersPageSizeMax}`,
});

export const orgsMessages = orgs.texts;
export const orgsCodes = orgs.codes;
export const orgsMessagesByCode = orgs.byCode;
const m = orgsCodes;

export const orgSlugPattern = /^[a-z0-9][a-z0-9-]*$/;

export const orgSlugSchema = boundedString(orgSlugMaxLength, m.orgSlugInvalid)
  .min(orgSlugMinLength, m.orgSlugInvalid)
  .regex(orgSlugPattern, m.orgSlugInvalid);

const orgNameSchema = boundedString(orgNameMaxLength * 4, m.orgNameTooLong)
  .trim()
  .min(1, m.orgNameRequired)
  .max(orgNameMaxLength, m.orgNameTooLong)
  .refine(isPlainLine, m.orgNameInvalid);

export const orgRoleSchema = z.enum(orgRoles, { error: m.orgRoleInvalid });
const userIdSchema = z.coerce
  .number({ error: m.orgUserIdInvalid })
  .int(m.orgUserIdInvalid)
  .positive(m.orgUserIdInvalid);

/** Where an account's plan in force comes from when a seat gives it: "Enterprise via Acme". */
export const planViaSchema = z.object({ org_slug: z.string(), org_name: z.string() }).nullable();
export type PlanVia = z.infer<typeof planViaSchema>;

// Requests

/** `POST /api/orgs`. */
export const createOrgRequestSchema = z.object({ name: orgNameSchema, slug: orgSlugSchema });
export type CreateOrgRequest = z.infer<typeof createOrgRequestSchema>;

/** `PATCH /api/orgs/{slug}`. */
export const updateOrgRequestSchema = z.object({ name: orgNameSchema });
export type UpdateOrgRequest = z.infer<typeof updateOrgRequestSchema>;

export const orgParamsSchema = z.object({ slug: orgSlugSchema });
export const orgMemberParamsSchema = z.object({ slug: orgSlugSchema, user_id: userIdSchema });
export const orgItemParamsSchema = z.object({
  slug: orgSlugSchema,
  id: z.coerce.number({ error: m.invitationNotFound }).int().positive(),
});
export const orgDeviceParamsSchema = z.object({
  slug: orgSlugSchema,
  id: z.string().min(1).max(64),
});

/** `POST /api/orgs/{slug}/transfer`: an owner hands ownership to a member. */
export const transferRequestSchema = z.object({ user_id: userIdSchema });

/** `PATCH /api/orgs/{slug}/members/{user_id}`. */
export const memberRoleRequestSchema = z.object({ role: orgRoleSchema });

/** `POST /api/orgs/{slug}/invitations`. */
export const createInvitationRequestSchema = z.object({
  email: boundedString(emailMaxLength, m.invitationEmailInvalid)
    .trim()
    .refine(isPlainEmail, m.invitationEmailInvalid),
  role: orgRoleSchema.default('member'),
});
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

/** `POST /api/invitations/accept`: the token of the link `/invite#token=…`. */
export const acceptInvitationRequestSchema = z.object({
  token: boundedString(100, m.invitationTokenInvalid).min(1, m.invitationTokenInvalid),
});

/** `POST /api/orgs/{slug}/seats`. */
export const assignSeatRequestSchema = z.object({ user_id: userIdSchema });

/** `PUT /api/orgs/{slug}/policy`. */
export const orgPolicyRequestSchema = z.object({ require_2fa: z.boolean() });

// Answers

/** A seat as its holder sees it: assigned, and whether it gives Enterprise now (and why not). */
export const memberSeatSchema = z.object({
  assigned: z.boolean(),
  active: z.boolean(),
  reason: z.enum(seatReasons).nullable(),
});
export type MemberSeat = z.infer<typeof memberSeatSchema>;

/** One of the caller's organizations (`GET /api/orgs`). */
export const orgSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  role: z.enum(orgRoles),
  created_at: z.string(),
  require_2fa: z.boolean(),
  seat: memberSeatSchema,
});
export type OrgSummary = z.infer<typeof orgSummarySchema>;

export const orgsResponseSchema = z.object({ items: z.array(orgSummarySchema) });
export type OrgsResponse = z.infer<typeof orgsResponseSchema>;

/** `GET /api/orgs/{slug}` (and the answer of create and update). */
export const orgDetailSchema = orgSummarySchema.extend({
  members: z.number().int().nonnegative(),
  seats: z.object({
    quantity: z.number().int().nonnegative(),
    used: z.number().int().nonnegative(),
    ends_at: z.string().nullable(),
  }),
});
export type OrgDetail = z.infer<typeof orgDetailSchema>;

export const orgMemberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(orgRoles),
  joined_at: z.string(),
  two_factor: z.boolean(),
  seat_assigned: z.boolean(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/orgs/{slug}/members?q=&page=&page_size=`: q matches a username or an e-mail. */
export const orgMembersQuerySchema = z.object({
  q: z.preprocess(
    emptyAsMissing,
    boundedString(orgQueryMaxLength, m.orgQueryTooLong).trim().optional(),
  ),
  page: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: m.orgInvalidPage })
      .int(m.orgInvalidPage)
      .min(1, m.orgInvalidPage)
      .max(1_000_000, m.orgInvalidPage)
      .default(1),
  ),
  page_size: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: m.orgInvalidPageSize })
      .int(m.orgInvalidPageSize)
      .min(1, m.orgInvalidPageSize)
      .max(orgMembersPageSizeMax, m.orgInvalidPageSize)
      .default(orgMembersPageSizeDefault),
  ),
});
export type OrgMembersQuery = z.infer<typeof orgMembersQuerySchema>;

/** A page of members, in the order they joined. */
export const orgMembersResponseSchema = z.object({
  items: z.array(orgMemberSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type OrgMembersResponse = z.infer<typeof orgMembersResponseSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(orgRoles),
  status: z.enum(invitationStatuses),
  created_at: z.string(),
  expires_at: z.string(),
  invited_by: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationsResponseSchema = z.object({ items: z.array(invitationSchema) });

export const acceptInvitationResponseSchema = z.object({
  org: z.object({ slug: z.string(), name: z.string() }),
  role: z.enum(orgRoles),
});
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

/** `GET /api/orgs/{slug}/seats`. */
export const seatsResponseSchema = z.object({
  plan: z.enum(plans),
  quantity: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  ends_at: z.string().nullable(),
  assignments: z.array(
    z.object({ user_id: z.number().int(), username: z.string(), assigned_at: z.string() }),
  ),
});
export type SeatsResponse = z.infer<typeof seatsResponseSchema>;

/** `POST /api/orgs/{slug}/seats`: the seat given (or already held) and the count after it. */
export const seatAssignmentSchema = z.object({
  user_id: z.number().int(),
  assigned_at: z.string(),
  quantity: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
});
export type SeatAssignment = z.infer<typeof seatAssignmentSchema>;

/** A member's device as the organization's admins see it. */
export const orgDeviceSchema = deviceSchema.extend({
  user_id: z.number().int(),
  username: z.string(),
});
export const orgDevicesResponseSchema = z.object({ items: z.array(orgDeviceSchema) });

export const orgAuditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  detail: z.string().nullable(),
});
export type OrgAuditEvent = z.infer<typeof orgAuditEventSchema>;
/** The newest events first, at most `orgAuditLimit`. */
export const orgAuditResponseSchema = z.object({ items: z.array(orgAuditEventSchema) });
export const orgAuditLimit = 500;
