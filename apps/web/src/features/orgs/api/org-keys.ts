import { accountKeys } from '../../../lib/account-keys';

/** Query keys of organizations: under the account's token (lib/account-keys.ts). */
export const orgKeys = {
  all: (token: string | null) => [...accountKeys.ofToken(token), 'orgs'] as const,
  mine: (token: string | null) => [...orgKeys.all(token), 'mine'] as const,
  one: (token: string | null, slug: string) => [...orgKeys.all(token), 'org', slug] as const,
  part: (token: string | null, slug: string, part: OrgPart) =>
    [...orgKeys.one(token, slug), part] as const,
};

/** What an organization's screen reads beside the organization itself, one query each. */
export type OrgPart = 'members' | 'invitations' | 'seats' | 'devices' | 'audit';
