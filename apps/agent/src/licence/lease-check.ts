import { createHash } from 'node:crypto';
import {
  leaseFingerprintPrefix,
  leasePayloadSchema,
  leaseType,
  type LeasePayload,
} from '@sinyal/contracts/licence';
import { verifyJws, type JwsProblem, type TrustedKey } from '../trust/registry-keys';

export type LeaseProblem = JwsProblem | 'other_device' | 'expired';

export type LeaseCheck = { ok: true; lease: LeasePayload } | { ok: false; problem: LeaseProblem };

export interface LeaseExpectations {
  fingerprint: string;
  deviceId?: string;
  now: Date;
}

/** What a lease's `fp` must be for this computer (packages/contracts/src/licence.ts). */
export function leaseFingerprint(fingerprint: string): string {
  return createHash('sha256')
    .update(leaseFingerprintPrefix + fingerprint)
    .digest('base64url');
}

/** The claims of a lease whose signature held: for this computer (and device), not yet expired. */
export function checkLeaseClaims(claimed: unknown, expected: LeaseExpectations): LeaseCheck {
  const parsed = leasePayloadSchema.safeParse(claimed);
  if (!parsed.success) return { ok: false, problem: 'malformed' };
  const lease = parsed.data;
  if (lease.fp !== leaseFingerprint(expected.fingerprint))
    return { ok: false, problem: 'other_device' };
  if (expected.deviceId !== undefined && lease.did !== expected.deviceId) {
    return { ok: false, problem: 'other_device' };
  }
  if (expected.now.getTime() >= lease.exp * 1000) return { ok: false, problem: 'expired' };
  return { ok: true, lease };
}

/**
 * Checks a lease the way the desktop app must before trusting it (docs/architecture.md §9): a
 * compact JWS signed with EdDSA by one of the keys given (trust/registry-keys.ts decides which
 * those are), for this computer's fingerprint (and device, when known), not yet expired at `now`.
 */
export function checkLease(
  jws: string,
  expected: LeaseExpectations & { keys: readonly TrustedKey[] },
): LeaseCheck {
  const signed = verifyJws(jws, expected.keys, leaseType);
  if (!signed.ok) return { ok: false, problem: signed.problem };
  return checkLeaseClaims(signed.payload, expected);
}
