import { useMutation } from '@tanstack/react-query';
import { apiPaths, type ApiPath } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** The links a reader can ask for by username or e-mail: a password reset, a new verification. */
export type AccountLink = 'forgot' | 'resend';

const endpoints: Record<AccountLink, ApiPath> = {
  forgot: apiPaths.forgotPassword,
  resend: apiPaths.resendVerification,
};

/**
 * POST /api/forgot-password or /api/resend-verification: the same answer whether or not the
 * account exists, so the answer never tells who has one.
 */
function sendAccountLink(link: AccountLink, usernameOrEmail: string) {
  return apiRequest(endpoints[link], {
    method: 'POST',
    body: { username_or_email: usernameOrEmail.trim() },
  });
}

export function useAccountLinkMutation(link: AccountLink) {
  return useMutation({
    mutationFn: (usernameOrEmail: string) => sendAccountLink(link, usernameOrEmail),
  });
}
