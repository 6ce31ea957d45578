import { useMutation } from '@tanstack/react-query';
import type { Country, Sector } from '@sinyal/contracts/auth';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface RegisterInput {
  full_name: string;
  email: string;
  username: string;
  password: string;
  confirm_password: string;
  sector: Sector;
  country: Country;
  company: string;
  newsletter_subscribed: boolean;
  agreed_to_terms: true;
}

/** POST /api/register with the payload of docs/product.md §3; only a failure's message is read (docs/product.md §7). */
function register(input: RegisterInput) {
  return apiRequest(apiPaths.register, {
    method: 'POST',
    body: {
      full_name: input.full_name.trim(),
      email: input.email.trim(),
      username: input.username.trim(),
      password: input.password,
      confirm_password: input.confirm_password,
      sector: input.sector,
      country: input.country,
      company: input.company.trim(),
      newsletter_subscribed: input.newsletter_subscribed,
      agreed_to_terms: input.agreed_to_terms,
      // docs/product.md §3: the website never knows the machine; the desktop app registers it later.
      mac_address: null,
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
