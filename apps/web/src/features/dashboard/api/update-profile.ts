import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile } from '@sinyal/contracts/account';
import { useSession } from '../../../lib/session';
import { useAuthorizedRequest, type AuthorizedRequest } from '../../../lib/use-api';
import { dashboardKeys } from './dashboard-keys';
import { parseAnswer } from './parse-answer';

/** PUT /api/profile with the whole profile object (spec §3); the server changes full_name and company only. */
export async function updateProfile(
  request: AuthorizedRequest,
  profile: Profile,
): Promise<Profile> {
  const answer = await request<unknown>('/profile', { method: 'PUT', body: profile });
  return parseAnswer(profileSchema, answer);
}

export function useUpdateProfile() {
  const request = useAuthorizedRequest();
  const { token } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => updateProfile(request, profile),
    onSuccess: (saved) => queryClient.setQueryData(dashboardKeys.profile(token), saved),
  });
}
