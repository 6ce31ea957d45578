import fs from 'node:fs';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  CompactSign,
  compactVerify,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
} from 'jose';
import { keyEndorsementType, type KeyEndorsementPayload } from '@sinyal/contracts/signing-keys';
import type { Clock } from '../lib/clock';
import { ensurePrivateDir } from '../lib/private-files';

/** A public key as `GET /api/keys` lists it (docs/architecture.md §8). */
export interface PublicSigningKey {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
  /** An older key's word for this one (docs/architecture.md §8); the first key has none. */
  endorsement?: string;
}

/** A key of the ring as it is kept: the private JWK and from when it may sign. */
export interface StoredSigningKey {
  kid: string;
  /** ISO time; before it the key is published but does not sign (rotation). */
  not_before: string;
  created_at: string;
  jwk: JWK;
  /**
   * A compact JWS made by the key that signed when this one was added, over `{kid, x, iat}` of
   * this one: what lets a client that trusts the older key trust this one (`keys rotate`).
   */
  endorsement?: string;
}

export interface SigningKeyRing {
  /** Every key of the ring, public parts only: keys that signed before and the one about to sign. */
  jwks(): { keys: PublicSigningKey[] };
  /** The kid that signs now. */
  activeKid(): string;
  /** A compact JWS (EdDSA) of the JSON payload, signed by the active key, `typ` in its header. */
  sign(payload: object, typ: string): Promise<string>;
  /** The payload of a JWS made by a key of the ring; throws when the signature does not hold. */
  verify(jws: string): Promise<{ payload: unknown; kid: string; typ: string | undefined }>;
}

export class SigningKeyError extends Error {}

/** A new Ed25519 key pair as a stored key, its kid the RFC 7638 thumbprint of the public key. */
export async function generateSigningKey(notBefore: Date, now: Date): Promise<StoredSigningKey> {
  const { privateKey } = await generateKeyPair('Ed25519', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x });
  return { kid, not_before: notBefore.toISOString(), created_at: now.toISOString(), jwk };
}

const keyFileName = (kid: string) => `${kid}.json`;

/** The key files in DATA_DIR/keys (0700; each file 0600). */
export function keysDir(dataDir: string): string {
  return path.join(dataDir, 'keys');
}

export function readKeyFiles(dir: string): StoredSigningKey[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const file = path.join(dir, name);
      try {
        return parseStoredKey(JSON.parse(fs.readFileSync(file, 'utf8')));
      } catch (error) {
        throw new SigningKeyError(`${file}: not a signing key (${(error as Error).message})`);
      }
    });
}

export function writeKeyFile(dir: string, key: StoredSigningKey): void {
  ensurePrivateDir(dir);
  const file = path.join(dir, keyFileName(key.kid));
  const temporary = `${file}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(key, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, file);
}

export function removeKeyFile(dir: string, kid: string): boolean {
  const file = path.join(dir, keyFileName(kid));
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file);
  return true;
}

/** Checks a stored key's shape: an Ed25519 private JWK with a kid and dates. */
export function parseStoredKey(value: unknown): StoredSigningKey {
  const key = value as Partial<StoredSigningKey> | null;
  const jwk = key?.jwk;
  if (
    !key ||
    typeof key.kid !== 'string' ||
    (key.endorsement !== undefined && typeof key.endorsement !== 'string') ||
    typeof key.not_before !== 'string' ||
    Number.isNaN(Date.parse(key.not_before)) ||
    typeof key.created_at !== 'string' ||
    !jwk ||
    jwk.kty !== 'OKP' ||
    jwk.crv !== 'Ed25519' ||
    typeof jwk.x !== 'string' ||
    typeof jwk.d !== 'string'
  ) {
    throw new SigningKeyError(
      'expected {kid, not_before, created_at, jwk: Ed25519 private JWK, endorsement?: JWS}',
    );
  }
  return {
    kid: key.kid,
    not_before: key.not_before,
    created_at: key.created_at,
    jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d },
    ...(key.endorsement ? { endorsement: key.endorsement } : {}),
  };
}

/** SIGNING_KEYS: a non-empty JSON array of stored keys. */
export function parseSigningKeysSetting(text: string): StoredSigningKey[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SigningKeyError('SIGNING_KEYS is not JSON (an array of keys)');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw new SigningKeyError('SIGNING_KEYS must be a non-empty JSON array of keys');
  }
  return parsed.map(parseStoredKey);
}

/** Oldest first: the order GET /api/keys lists them in, each endorsed by one before it. */
export function byAge(keys: readonly StoredSigningKey[]): StoredSigningKey[] {
  // At the same time (a rotation --now in the first key's millisecond), the endorsed key comes later.
  return [...keys].sort(
    (a, b) =>
      a.not_before.localeCompare(b.not_before) ||
      Number(a.endorsement !== undefined) - Number(b.endorsement !== undefined) ||
      a.created_at.localeCompare(b.created_at),
  );
}

/** `endorser`'s word for `key`: a compact JWS over the new key's kid and x (docs/architecture.md §8). */
export async function endorseKey(
  endorser: StoredSigningKey,
  key: { kid: string; x: string },
  now: Date,
): Promise<string> {
  const payload: KeyEndorsementPayload = {
    kid: key.kid,
    x: key.x,
    iat: Math.floor(now.getTime() / 1000),
  };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'EdDSA', kid: endorser.kid, typ: keyEndorsementType })
    .sign(await importJWK(endorser.jwk, 'EdDSA'));
}

/**
 * The kid of the key in `keys` whose endorsement of `key` holds, or null: for `keys list`, so an
 * operator sees a key that clients would ignore before it signs.
 */
export async function endorserOf(
  key: StoredSigningKey,
  keys: readonly StoredSigningKey[],
): Promise<string | null> {
  if (!key.endorsement) return null;
  try {
    const header = decodeProtectedHeader(key.endorsement);
    const endorser = keys.find((candidate) => candidate.kid === header.kid);
    if (!endorser || header.typ !== keyEndorsementType || endorser.kid === key.kid) return null;
    const publicKey = await importJWK(
      { kty: 'OKP', crv: 'Ed25519', x: endorser.jwk.x as string },
      'EdDSA',
    );
    const { payload } = await compactVerify(key.endorsement, publicKey);
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Partial<KeyEndorsementPayload>;
    return claims.kid === key.kid && claims.x === key.jwk.x ? endorser.kid : null;
  } catch {
    return null;
  }
}

/**
 * The ring of signing keys. Keys come from SIGNING_KEYS (a JSON array of stored keys, for several
 * instances without a shared disk) or from DATA_DIR/keys, where a first key is made on first
 * start. The private keys never reach the database. Rotation adds a key whose `not_before` lies
 * ahead: it is published at once and signs from that time on, so clients that fetch the key set
 * know it before they meet its signatures; older keys stay published, so their signatures hold.
 * The set is listed oldest first, each later key with the endorsement an older key made for it,
 * which is the only way a client that trusts the older key comes to trust it.
 */
export async function openSigningKeyRing(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
  clock: Clock;
}): Promise<SigningKeyRing> {
  let stored: StoredSigningKey[];
  if (options.fromEnvironment) {
    stored = parseSigningKeysSetting(options.fromEnvironment);
  } else {
    const dir = keysDir(options.dataDir);
    stored = readKeyFiles(dir);
    if (stored.length === 0) {
      const now = options.clock.now();
      const first = await generateSigningKey(now, now);
      writeKeyFile(dir, first);
      stored = [first];
    }
  }

  const keys = await Promise.all(
    byAge(stored).map(async (key) => ({
      ...key,
      notBefore: Date.parse(key.not_before),
      privateKey: await importJWK(key.jwk, 'EdDSA'),
      publicKey: await importJWK({ kty: 'OKP', crv: 'Ed25519', x: key.jwk.x }, 'EdDSA'),
      public: {
        kty: 'OKP',
        crv: 'Ed25519',
        x: key.jwk.x as string,
        kid: key.kid,
        alg: 'EdDSA',
        use: 'sig',
        ...(key.endorsement ? { endorsement: key.endorsement } : {}),
      } satisfies PublicSigningKey,
    })),
  );
  const byKid = new Map(keys.map((key) => [key.kid, key]));

  const active = () => {
    const now = options.clock.now().getTime();
    const usable = keys.filter((key) => key.notBefore <= now);
    // Before any key's time (a clock set back), the oldest key signs rather than none.
    const pool = usable.length > 0 ? usable : [...keys].sort((a, b) => a.notBefore - b.notBefore);
    return pool.reduce((newest, key) => (key.notBefore > newest.notBefore ? key : newest));
  };

  return {
    jwks: () => ({ keys: keys.map((key) => key.public) }),
    activeKid: () => active().kid,
    async sign(payload, typ) {
      const key = active();
      return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
        .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ })
        .sign(key.privateKey);
    },
    async verify(jws) {
      const header = decodeProtectedHeader(jws);
      const key = typeof header.kid === 'string' ? byKid.get(header.kid) : undefined;
      if (!key || header.alg !== 'EdDSA') throw new SigningKeyError('unknown signing key');
      const { payload } = await compactVerify(jws, key.publicKey);
      return {
        payload: JSON.parse(new TextDecoder().decode(payload)) as unknown,
        kid: key.kid,
        typ: header.typ,
      };
    },
  };
}
