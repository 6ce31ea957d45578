import { orgSsoCodes as m } from '@sinyal/contracts/org-sso';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { normalizeIdentifier } from '../../lib/normalize';
import { joinAsMember, orgRoleOf, recordOrgAudit } from '../orgs/orgs.service';
import type { UserRecord } from '../users/users.service';
import { findSsoOfVerifiedDomain } from './sso-policy.repository';

/** The part of an address after its "@", lower case. */
export const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * `enforce_sso` (docs/architecture.md §17): a person whose e-mail is on a domain an organization
 * proved and enforces single sign-on for signs in through its provider only. A password, Google,
 * GitHub or a passkey is refused with 403 sso_required and the address that starts the
 * organization's sign-in. Its owners still sign in any way they could, so that a provider that
 * breaks or is set up wrong cannot lock everyone out.
 *
 * The sign-in modules (auth, oauth, passkeys) ask this after the person proved who they are, so a
 * wrong password still says only that it is wrong.
 */
export function createSsoPolicy(db: Db, publicUrl: string) {
  const startUrlOf = (email: string) =>
    `${publicUrl}/api/sso/start?${new URLSearchParams({ email })}`;
  const refusal = (email: string) =>
    AppError.of(m.ssoRequired, 403, { params: { start_url: startUrlOf(email) } });

  /** Where a new account on an enforcing organization's domain must sign in instead, if anywhere. */
  async function signUpStartUrl(email: string): Promise<string | undefined> {
    const sso = await findSsoOfVerifiedDomain(db, domainOf(email));
    return sso?.enforce_sso === 1 ? startUrlOf(email) : undefined;
  }

  return {
    signUpStartUrl,

    /** Throws sso_required for an account that must sign in through its organization's provider. */
    async refuseSignIn(user: UserRecord): Promise<void> {
      const sso = await findSsoOfVerifiedDomain(db, domainOf(user.email_normalized));
      if (sso?.enforce_sso !== 1) return;
      if ((await orgRoleOf(db, sso.org_id, user.id)) === 'owner') return;
      throw refusal(user.email);
    },

    /** Throws sso_required for a new account (Google, GitHub) on an enforcing organization's domain. */
    async refuseSignUp(email: string): Promise<void> {
      if (await signUpStartUrl(email)) throw refusal(email);
    },
  };
}

export type SsoPolicy = ReturnType<typeof createSsoPolicy>;

/**
 * Makes the person a member of the organization whose provider signed them in, if it still proves
 * their address's domain, and writes `member.sso_joined` to its audit the first time.
 */
export async function joinThroughSso(
  db: Db,
  orgId: number,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  const proven = await findSsoOfVerifiedDomain(db, domainOf(user.email));
  if (proven?.org_id !== orgId) return;
  if (await joinAsMember(db, orgId, user.id, now)) {
    await recordOrgAudit(db, {
      orgId,
      at: now,
      actorId: user.id,
      action: 'member.sso_joined',
      target: { type: 'user', id: user.id, detail: normalizeIdentifier(user.email) },
    });
  }
}

/** The organization whose provider signs in the people of a verified domain, if any. */
export const ssoOfVerifiedDomain = (db: Db, domain: string) => findSsoOfVerifiedDomain(db, domain);
