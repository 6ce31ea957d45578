import type { FastifyInstance } from 'fastify';
import { messageResponseSchema } from '@sinyal/contracts/auth';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  assignSeatRequestSchema,
  createInvitationRequestSchema,
  createOrgRequestSchema,
  invitationSchema,
  invitationsResponseSchema,
  memberRoleRequestSchema,
  orgAuditResponseSchema,
  orgDetailSchema,
  orgDeviceParamsSchema,
  orgDevicesResponseSchema,
  orgItemParamsSchema,
  orgMemberParamsSchema,
  orgMembersQuerySchema,
  orgMembersResponseSchema,
  orgParamsSchema,
  orgPolicyRequestSchema,
  orgsCodes as m,
  orgsResponseSchema,
  seatAssignmentSchema,
  seatsResponseSchema,
  transferRequestSchema,
  updateOrgRequestSchema,
} from '@sinyal/contracts/orgs';
import type { AppContext } from '../../app-context';
import { authOf } from '../../plugins/auth';
import { answerAfter, routeKit } from '../../plugins/route-kit';
import { createOrgsService } from './orgs.service';

/**
 * Organizations (docs/architecture.md §17), for a signed-in session only: an API token never
 * changes who may do what in a team. Non-members are told the organization does not exist.
 */
export async function orgsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createOrgsService(ctx);
  const { api, limits, perAccount, session } = routeKit(app, ctx, 'organizations');
  // Each invitation mails an address the caller typed: counted per account.
  const inviting = perAccount('org-invite', limits.orgInvite.account);

  api.get(
    '/orgs',
    session("The caller's organizations, their role and their seat in each", {
      response: { 200: orgsResponseSchema },
    }),
    async (request) => service.mine(authOf(request)),
  );

  api.post(
    '/orgs',
    session('Create an organization (a verified account); the caller is its owner', {
      body: createOrgRequestSchema,
      response: { 201: orgDetailSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await service.create(authOf(request), request.body)),
  );

  api.get(
    '/orgs/:slug',
    session('One organization the caller is a member of', {
      params: orgParamsSchema,
      response: { 200: orgDetailSchema },
    }),
    async (request) => service.get(authOf(request), request.params.slug),
  );

  api.patch(
    '/orgs/:slug',
    session('Rename the organization (owners and admins)', {
      params: orgParamsSchema,
      body: updateOrgRequestSchema,
      response: { 200: orgDetailSchema },
    }),
    async (request) => service.update(authOf(request), request.params.slug, request.body),
  );

  api.delete(
    '/orgs/:slug',
    session('Delete the organization (an owner; refused while it has Enterprise seats)', {
      params: orgParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.orgDeleted, (request) => service.remove(authOf(request), request.params.slug)),
  );

  api.post(
    '/orgs/:slug/transfer',
    session('Make a member an owner; the caller (an owner) becomes an admin', {
      params: orgParamsSchema,
      body: transferRequestSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.ownershipTransferred, (request) =>
      service.transfer(authOf(request), request.params.slug, request.body.user_id),
    ),
  );

  api.get(
    '/orgs/:slug/members',
    session('The members, their roles, 2FA and seats, a page at a time (q: a username or e-mail)', {
      params: orgParamsSchema,
      querystring: orgMembersQuerySchema,
      response: { 200: orgMembersResponseSchema },
    }),
    async (request) => service.members(authOf(request), request.params.slug, request.query),
  );

  api.patch(
    '/orgs/:slug/members/:user_id',
    session("Change a member's role (admins; owners make or unmake owners; one owner stays)", {
      params: orgMemberParamsSchema,
      body: memberRoleRequestSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.orgRoleChanged, (request) =>
      service.setRole(
        authOf(request),
        request.params.slug,
        request.params.user_id,
        request.body.role,
      ),
    ),
  );

  api.delete(
    '/orgs/:slug/members/:user_id',
    session('Remove a member and free their seat (admins; anyone may remove themself)', {
      params: orgMemberParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.orgMemberRemoved, (request) =>
      service.removeMember(authOf(request), request.params.slug, request.params.user_id),
    ),
  );

  api.post(
    '/orgs/:slug/leave',
    session('Leave the organization (its last owner cannot)', {
      params: orgParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.orgLeft, (request) => {
      const auth = authOf(request);
      return service.removeMember(auth, request.params.slug, auth.user.id);
    }),
  );

  api.get(
    '/orgs/:slug/invitations',
    session('The invitations with their status: pending, expired, accepted or revoked (admins)', {
      params: orgParamsSchema,
      response: { 200: invitationsResponseSchema },
    }),
    async (request) => service.invitations(authOf(request), request.params.slug),
  );

  api.post(
    '/orgs/:slug/invitations',
    {
      ...session(
        'Invite an e-mail address: mails a link /invite#token=… that works 7 days for that address only (admins)',
        {
          params: orgParamsSchema,
          body: createInvitationRequestSchema,
          response: { 201: invitationSchema },
        },
      ),
      preHandler: inviting,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.invite(authOf(request), request.params.slug, request.body)),
  );

  api.post(
    '/orgs/:slug/invitations/:id/resend',
    {
      ...session('Mail the invitation again with a new link and a new 7 days (admins)', {
        params: orgItemParamsSchema,
        response: { 200: invitationSchema },
      }),
      preHandler: inviting,
    },
    async (request) => service.resend(authOf(request), request.params.slug, request.params.id),
  );

  api.delete(
    '/orgs/:slug/invitations/:id',
    session('Withdraw an invitation: its link stops working (admins)', {
      params: orgItemParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.invitationWithdrawn, (request) =>
      service.revokeInvitation(authOf(request), request.params.slug, request.params.id),
    ),
  );

  api.post(
    '/invitations/accept',
    session(
      'Accept an invitation: only an account whose verified e-mail is the invited one (403 invitation_email_mismatch)',
      {
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationResponseSchema },
      },
    ),
    async (request) => service.accept(authOf(request), request.body.token),
  );

  api.get(
    '/orgs/:slug/seats',
    session("The organization's Enterprise seats and who holds them (admins)", {
      params: orgParamsSchema,
      response: { 200: seatsResponseSchema },
    }),
    async (request) => service.seats(authOf(request), request.params.slug),
  );

  api.post(
    '/orgs/:slug/seats',
    session('Give a member a seat (admins; 409 org_no_seat when every seat is assigned)', {
      params: orgParamsSchema,
      body: assignSeatRequestSchema,
      response: { 200: seatAssignmentSchema },
    }),
    async (request) =>
      service.assignSeat(authOf(request), request.params.slug, request.body.user_id),
  );

  api.delete(
    '/orgs/:slug/seats/:user_id',
    session("Free a member's seat (admins); their leases keep it until the next renewal", {
      params: orgMemberParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.seatUnassigned, (request) =>
      service.unassignSeat(authOf(request), request.params.slug, request.params.user_id),
    ),
  );

  api.put(
    '/orgs/:slug/policy',
    session("Set the members' policy: require_2fa (admins)", {
      params: orgParamsSchema,
      body: orgPolicyRequestSchema,
      response: { 200: orgDetailSchema },
    }),
    async (request) =>
      service.setPolicy(authOf(request), request.params.slug, request.body.require_2fa),
  );

  api.get(
    '/orgs/:slug/devices',
    session("The members' devices (admins)", {
      params: orgParamsSchema,
      response: { 200: orgDevicesResponseSchema },
    }),
    async (request) => service.devices(authOf(request), request.params.slug),
  );

  api.delete(
    '/orgs/:slug/devices/:id',
    session("Remove a member's device: its next renewal is refused (admins)", {
      params: orgDeviceParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    answerAfter(m.orgDeviceRemoved, (request) =>
      service.removeDevice(authOf(request), request.params.slug, request.params.id),
    ),
  );

  api.get(
    '/orgs/:slug/audit',
    session("The organization's audit log, newest first (admins)", {
      params: orgParamsSchema,
      response: { 200: orgAuditResponseSchema },
    }),
    async (request) => service.auditLog(authOf(request), request.params.slug),
  );
}
