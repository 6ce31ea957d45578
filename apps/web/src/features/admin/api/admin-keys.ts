import { accountKeys } from '../../../lib/account-keys';

/** Query keys of the operator console: under the account's token, so logging out forgets them. */
export const adminKeys = {
  all: (token: string | null) => [...accountKeys.ofToken(token), 'admin'] as const,
  users: (token: string | null, q: string, page: number) =>
    [...adminKeys.all(token), 'users', q, page] as const,
  user: (token: string | null, id: number) => [...adminKeys.all(token), 'user', id] as const,
  reports: (token: string | null, status: string, page: number) =>
    [...adminKeys.all(token), 'reports', status, page] as const,
  extensions: (token: string | null, q: string, page: number) =>
    [...adminKeys.all(token), 'extensions', q, page] as const,
  audit: (token: string | null, filters: Record<string, string>, page: number) =>
    [...adminKeys.all(token), 'audit', filters, page] as const,
};
