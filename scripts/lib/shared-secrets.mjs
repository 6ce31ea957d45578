// The secrets every instance of a several-instance layout must share (docs/architecture.md §12),
// made fresh: `npm run cluster -- secrets` prints them as lines for an environment file.
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

/** A signing key as SIGNING_KEYS holds it: an Ed25519 private JWK whose kid is its RFC 7638 thumbprint. */
function signingKey(now) {
  const { privateKey } = generateKeyPairSync('ed25519');
  const { crv, x, d } = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(JSON.stringify({ crv, kty: 'OKP', x }))
    .digest('base64url');
  return { kid, not_before: now, created_at: now, jwk: { kty: 'OKP', crv, x, d } };
}

export function newSharedSecrets(now = new Date().toISOString()) {
  return {
    SIGNING_KEYS: JSON.stringify([signingKey(now)]),
    ACCOUNT_SECRETS_KEY: randomBytes(32).toString('base64'),
    DEVICE_FINGERPRINT_KEY: randomBytes(32).toString('base64url'),
  };
}
