import { createHash, createPublicKey, verify } from 'node:crypto';
import {
  leaseFingerprintPrefix,
  leasePayloadSchema,
  leaseType,
  type LeasePayload,
} from '@sinyal/contracts/licence';

/** A public key of the registry, as GET /api/keys lists it. */
export interface RegistryKey {
  kty: string;
  crv?: string;
  x?: string;
  kid?: string;
  alg?: string;
}

export type LeaseProblem =
  'malformed' | 'unknown_key' | 'bad_signature' | 'other_device' | 'expired';

export type LeaseCheck = { ok: true; lease: LeasePayload } | { ok: false; problem: LeaseProblem };

/** What a lease's `fp` must be for this computer (packages/contracts/src/licence.ts). */
export function leaseFingerprint(fingerprint: string): string {
  return createHash('sha256')
    .update(leaseFingerprintPrefix + fingerprint)
    .digest('base64url');
}

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Checks a lease the way the desktop app must before trusting it (docs/architecture.md §9): a
 * compact JWS signed with EdDSA by a key of the registry's key set, for this computer's
 * fingerprint (and device, when known), not yet expired at `now`. Synchronous (node:crypto), so
 * the licence can answer at once whenever it is asked.
 */
export function checkLease(
  jws: string,
  expected: { keys: readonly RegistryKey[]; fingerprint: string; deviceId?: string; now: Date },
): LeaseCheck {
  const parts = jws.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  let header: { alg?: unknown; kid?: unknown; typ?: unknown };
  let claimed: unknown;
  try {
    header = decodeJson(headerPart) as typeof header;
    claimed = decodeJson(payloadPart);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (header.alg !== 'EdDSA' || header.typ !== leaseType)
    return { ok: false, problem: 'malformed' };
  const key = expected.keys.find(
    (candidate) =>
      candidate.kid === header.kid && candidate.kty === 'OKP' && candidate.crv === 'Ed25519',
  );
  if (!key?.x) return { ok: false, problem: 'unknown_key' };
  let valid: boolean;
  try {
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: key.x },
      format: 'jwk',
    });
    valid = verify(
      null,
      Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'),
      publicKey,
      Buffer.from(signaturePart, 'base64url'),
    );
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, problem: 'bad_signature' };
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
