import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../../lib/private-files';
import { keysDir } from '../../security/signing-keys';

/** Turns a device's fingerprint into what the database keeps (docs/architecture.md §9). */
export interface FingerprintHasher {
  hash(fingerprint: string): string;
}

export const fingerprintKeyFile = 'fingerprint.key';

/**
 * A keyed hash (HMAC-SHA-256) rather than a plain one: fingerprints come from a small space
 * (machine ids), so a stolen database could be matched against computers by hashing guesses;
 * without the secret it cannot. The secret is kept like the signing keys: DEVICE_FINGERPRINT_KEY
 * (several instances), or DATA_DIR/keys/fingerprint.key (0600), made at the first start. Changing
 * it makes every renewal fail with fingerprint_mismatch, so every device has to sign in again.
 */
export function openFingerprintHasher(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
}): FingerprintHasher {
  const secret = options.fromEnvironment
    ? Buffer.from(options.fromEnvironment, 'base64url')
    : readOrCreateKeyFile(path.join(keysDir(options.dataDir), fingerprintKeyFile));
  return {
    hash: (fingerprint) => createHmac('sha256', secret).update(fingerprint).digest('hex'),
  };
}

function readOrCreateKeyFile(file: string): Buffer {
  ensurePrivateDir(path.dirname(file));
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    const key = Buffer.from(text, 'base64url');
    if (key.length < 32)
      throw new Error(`${file} holds fewer than 32 bytes; delete it to make a new one`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  // "wx": two instances starting at once on one disk must not each write their own secret.
  try {
    fs.writeFileSync(file, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateKeyFile(file);
    throw error;
  }
}
