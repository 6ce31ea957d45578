import { createPublicKey, verify } from 'node:crypto';
import { keyEndorsementPayloadSchema, keyEndorsementType } from '@sinyal/contracts/signing-keys';

/** A registry key the agent may trust: an Ed25519 public key and its kid. */
export interface TrustedKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
}

/** A key as GET /api/keys lists it (or a key file, or an older state file, keeps it). */
export interface ListedKey {
  kty: string;
  crv?: string | undefined;
  x?: string | undefined;
  kid?: string | undefined;
  endorsement?: string | undefined;
}

export type JwsProblem = 'malformed' | 'unknown_key' | 'bad_signature';
export type JwsCheck =
  { ok: true; kid: string; payload: unknown } | { ok: false; problem: JwsProblem; kid?: string };

/** The Ed25519 public key of a listed key, or null for anything else. */
export function trustedKeyOf(key: ListedKey): TrustedKey | null {
  if (key.kty !== 'OKP' || key.crv !== 'Ed25519' || !key.x || !key.kid) return null;
  return { kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid };
}

const trustedKeysOf = (keys: readonly ListedKey[]): TrustedKey[] =>
  keys.flatMap((key) => trustedKeyOf(key) ?? []);

function decodeJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Checks a compact JWS (EdDSA) of type `typ` against the keys given, and only those: the key is
 * chosen by the header's kid, and nothing the JWS says about itself adds a key. Synchronous
 * (node:crypto), so the licence can answer at once whenever it is asked.
 */
export function verifyJws(jws: string, keys: readonly TrustedKey[], typ: string): JwsCheck {
  const parts = jws.split('.');
  if (parts.length !== 3) return { ok: false, problem: 'malformed' };
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  let header: { alg?: unknown; kid?: unknown; typ?: unknown };
  let payload: unknown;
  try {
    header = decodeJson(headerPart) as typeof header;
    payload = decodeJson(payloadPart);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (header.alg !== 'EdDSA' || header.typ !== typ || typeof header.kid !== 'string') {
    return { ok: false, problem: 'malformed' };
  }
  const kid = header.kid;
  const key = keys.find((candidate) => candidate.kid === kid);
  if (!key) return { ok: false, problem: 'unknown_key', kid };
  let valid: boolean;
  try {
    valid = verify(
      null,
      Buffer.from(`${headerPart}.${payloadPart}`, 'ascii'),
      createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.x }, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    );
  } catch {
    valid = false;
  }
  return valid ? { ok: true, kid, payload } : { ok: false, problem: 'bad_signature', kid };
}

/** Whether `endorsement` is the word of a key in `trusted` for exactly `key` (its kid and x). */
export function endorsementHolds(
  endorsement: string,
  key: TrustedKey,
  trusted: readonly TrustedKey[],
): boolean {
  const checked = verifyJws(endorsement, trusted, keyEndorsementType);
  if (!checked.ok) return false;
  const claims = keyEndorsementPayloadSchema.safeParse(checked.payload);
  return claims.success && claims.data.kid === key.kid && claims.data.x === key.x;
}

/**
 * The trusted keys and every listed key that a chain of endorsements reaches from them
 * (docs/architecture.md §8): a key is added when a key already trusted endorsed its kid and x, so
 * a list that adds a key of someone else's, or swaps the x under a trusted kid, adds nothing.
 */
export function followEndorsements(
  trusted: readonly TrustedKey[],
  listed: readonly ListedKey[],
): TrustedKey[] {
  const result = [...trusted];
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of listed) {
      const key = trustedKeyOf(candidate);
      if (!key || !candidate.endorsement) continue;
      if (result.some((known) => known.kid === key.kid)) continue;
      if (endorsementHolds(candidate.endorsement, key, result)) {
        result.push(key);
        grew = true;
      }
    }
  }
  return result;
}

/** Where a set of pinned keys is kept (state.json for releases, licence.json for leases). */
export interface PinnedKeys {
  /** The keys pinned so far; empty before the first contact. */
  current(): readonly ListedKey[];
  save(keys: TrustedKey[]): Promise<void>;
}

export type KeyTrust = ReturnType<typeof createKeyTrust>;

/**
 * The registry keys the agent trusts, one rule for release statements and leases alike
 * (docs/architecture.md §8, docs/decisions/0008): the configured keys (REGISTRY_KEYS) and nothing
 * else; or, without them, the keys of the registry's first answer, pinned, and from then on only
 * keys endorsed through a chain from a pinned one. A JWS signed by a key the agent does not
 * trust yet makes it ask the registry for its keys once, then check again.
 */
export function createKeyTrust(options: {
  configured: readonly TrustedKey[] | undefined;
  pinned: PinnedKeys;
}) {
  const { configured, pinned } = options;
  const keys = (): readonly TrustedKey[] => configured ?? trustedKeysOf(pinned.current());

  /** The keys trusted once `listed` is taken in: all of them at first contact, else the endorsed. */
  function after(listed: readonly ListedKey[]): readonly TrustedKey[] {
    if (configured) return configured;
    const known = trustedKeysOf(pinned.current());
    return known.length === 0 ? trustedKeysOf(listed) : followEndorsements(known, listed);
  }

  /** Takes a key list in (the registry's answer, or a keys file) and pins what it adds. */
  async function learn(listed: readonly ListedKey[]): Promise<readonly TrustedKey[]> {
    const next = after(listed);
    if (!configured && next.length !== keys().length) await pinned.save([...next]);
    return next;
  }

  return {
    configured: configured !== undefined,
    keys,
    after,
    learn,

    /**
     * `jws` checked against the trusted keys; when its key is not among them (and none are
     * configured), against them again after learning the registry's list. `listed` tells, for
     * an unknown key, whether the registry listed it at all (then it lacks an endorsement chain).
     */
    async verify(
      jws: string,
      typ: string,
      list: () => Promise<readonly ListedKey[]>,
    ): Promise<JwsCheck & { listed?: boolean }> {
      const first = verifyJws(jws, keys(), typ);
      if (first.ok || first.problem !== 'unknown_key' || configured) return first;
      const listed = await list();
      const checked = verifyJws(jws, await learn(listed), typ);
      if (checked.ok || checked.problem !== 'unknown_key') return checked;
      return { ...checked, listed: listed.some((key) => key.kid === first.kid) };
    },
  };
}
