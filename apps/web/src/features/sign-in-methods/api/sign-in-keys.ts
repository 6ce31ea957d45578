import { accountKeys } from '../../../lib/account-keys';

/** Query keys of the account's sign-in methods: under the account's token (lib/account-keys.ts). */
export const signInKeys = {
  identities: (token: string | null) =>
    [...accountKeys.ofToken(token), 'sign-in', 'identities'] as const,
  passkeys: (token: string | null) =>
    [...accountKeys.ofToken(token), 'sign-in', 'passkeys'] as const,
};
