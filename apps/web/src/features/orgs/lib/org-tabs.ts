import type { OrgRole } from '@sinyal/contracts/orgs';

export const orgTabs = ['members', 'invitations', 'seats', 'devices', 'security', 'audit'] as const;
export type OrgTab = (typeof orgTabs)[number];

export const isAdminRole = (role: OrgRole) => role === 'owner' || role === 'admin';

/** A member sees who is in the organization; the rest is for its owners and admins (the API's rule). */
export function orgTabsFor(role: OrgRole): readonly OrgTab[] {
  return isAdminRole(role) ? orgTabs : ['members'];
}
