import { accountKeys } from '../../../lib/account-keys';

/** Query keys of the activate page: under the account's token (lib/account-keys.ts). */
export const activateKeys = {
  pending: (token: string | null, userCode: string) =>
    [...accountKeys.ofToken(token), 'device-sign-in', userCode] as const,
};
