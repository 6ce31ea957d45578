import { messageResponseSchema } from '@sinyal/contracts/auth';
import { seatAssignmentSchema, seatsResponseSchema } from '@sinyal/contracts/orgs';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { dashboardKeys } from '../../../lib/dashboard-keys';
import { useSessionQuery } from '../../../lib/dashboard-query';
import { useSessionMutation } from '../../../lib/session-mutation';
import { orgKeys } from './org-keys';

/** GET /api/orgs/{slug}/seats (admins): the pool the operator sold and who holds a seat. */
export function useSeatsQuery(slug: string) {
  return useSessionQuery(
    (token) => orgKeys.part(token, slug, 'seats'),
    apiPaths.orgSeats(slug),
    seatsResponseSchema,
  );
}

// A seat changes the pool, the members' list, and (for an admin who gives themself one) the
// reader's own plan.
const afterSeatChange = (slug: string) => [
  (token: string | null) => orgKeys.one(token, slug),
  orgKeys.mine,
  dashboardKeys.premium,
];

/** POST /api/orgs/{slug}/seats: 409 org_no_seat when every seat is taken. */
export function useAssignSeatMutation(slug: string) {
  return useSessionMutation(
    (token, userId: number) =>
      apiRequest(apiPaths.orgSeats(slug), {
        method: 'POST',
        token,
        body: { user_id: userId },
        schema: seatAssignmentSchema,
      }),
    { refreshesAfterAny: afterSeatChange(slug) },
  );
}

/** DELETE /api/orgs/{slug}/seats/{user_id}: takes effect at the member's next lease renewal. */
export function useUnassignSeatMutation(slug: string) {
  return useSessionMutation(
    (token, userId: number) =>
      apiRequest(apiPaths.orgSeat(slug, userId), {
        method: 'DELETE',
        token,
        schema: messageResponseSchema,
      }),
    { refreshesAfterAny: afterSeatChange(slug) },
  );
}
