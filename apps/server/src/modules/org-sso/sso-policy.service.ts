import { orgSsoCodes as m } from '@sinyal/contracts/org-sso';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { orgRoleOf } from '../orgs/orgs.service';
import type { UserRecord } from '../users/users.service';
import { findSsoOfVerifiedDomain } from './org-sso.repository';

/**
 * Refuses a password sign-in (403 sso_required, with the address that starts the organization's
 * sign-in) to a person whose e-mail is on a domain an organization proved and enforces single
 * sign-on for. Its owners still sign in with their password, so that a provider that breaks or
 * is set up wrong cannot lock everyone out.
 */
export function ssoPasswordPolicy(db: Db, publicUrl: string) {
  return async (user: UserRecord): Promise<void> => {
    const email = user.email_normalized;
    const sso = await findSsoOfVerifiedDomain(db, email.slice(email.lastIndexOf('@') + 1));
    if (sso?.enforce_sso !== 1) return;
    if ((await orgRoleOf(db, sso.org_id, user.id)) === 'owner') return;
    const startUrl = `${publicUrl}/api/sso/start?${new URLSearchParams({ email: user.email })}`;
    throw AppError.of(m.ssoRequired, 403, { params: { start_url: startUrl } });
  };
}
