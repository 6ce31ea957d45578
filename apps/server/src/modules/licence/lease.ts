import { createHash } from 'node:crypto';
import {
  leaseFingerprintPrefix,
  leaseMaxDays,
  leaseType,
  paidPeriodGraceDays,
  type LeasePayload,
  type LeaseResponse,
} from '@sinyal/contracts/licence';
import { entitlementsOf, type Plan } from '@sinyal/contracts/plans';
import { dayMs } from '../../lib/clock';
import type { SigningKeyRing } from '../../security/signing-keys';

/** The plan a lease can carry now, and until when (docs/architecture.md §9). */
export interface LeaseTerms {
  plan: Plan;
  expiresAt: Date;
}

/**
 * A lease lasts `maxDays` (14 online, 90 offline) and never past the paid period plus the grace
 * days. `paidUntil` is null for a plan granted without a paid period (`npm run admin -- set-plan`):
 * then only `maxDays` limits it. Once the paid period and its grace are over the plan has lapsed,
 * and the lease is a Lite one; billing moves `paidUntil` forward at each payment.
 */
export function leaseTerms(
  plan: Plan,
  paidUntil: string | null,
  now: Date,
  maxDays = leaseMaxDays,
): LeaseTerms {
  const longest = now.getTime() + maxDays * dayMs;
  if (plan === 'lite' || paidUntil === null) return { plan, expiresAt: new Date(longest) };
  const paidEnd = Date.parse(paidUntil) + paidPeriodGraceDays * dayMs;
  if (!(paidEnd > now.getTime())) return { plan: 'lite', expiresAt: new Date(longest) };
  return { plan, expiresAt: new Date(Math.min(longest, paidEnd)) };
}

/** What a lease's `fp` holds: the device can recompute it, a reader of the lease learns nothing. */
export function leaseFingerprint(fingerprint: string): string {
  return createHash('sha256')
    .update(leaseFingerprintPrefix + fingerprint)
    .digest('base64url');
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Signs a lease for a device with the registry's key ring (EdDSA, `kid` in the header). */
export async function signLease(
  signingKeys: SigningKeyRing,
  lease: { userId: number; deviceId: string; fingerprint: string; terms: LeaseTerms; now: Date },
): Promise<LeaseResponse> {
  const { plan, expiresAt } = lease.terms;
  const payload: LeasePayload = {
    sub: String(lease.userId),
    did: lease.deviceId,
    fp: leaseFingerprint(lease.fingerprint),
    plan,
    ent: entitlementsOf(plan),
    iat: seconds(lease.now),
    exp: seconds(expiresAt),
  };
  return {
    lease: await signingKeys.sign(payload, leaseType),
    device_id: lease.deviceId,
    plan,
    expires_at: new Date(payload.exp * 1000).toISOString(),
  };
}
