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
function register({ full_name, email, username, company, ...choices }: RegisterInput) {
  return apiRequest(apiPaths.register, {
    method: 'POST',
    body: {
      ...choices,
      full_name: full_name.trim(),
      email: email.trim(),
      username: username.trim(),
      company: company.trim(),
      // docs/product.md §3: the website never knows the machine; the desktop app registers it later.
      mac_address: null,
    },
  });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
