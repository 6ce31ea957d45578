import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files';
import { keysDir } from './signing-keys';

/**
 * Encrypts the secrets an account keeps on the server (its TOTP secret), so that a copy of the
 * database alone does not let anyone make the account's codes. AES-256-GCM with a key kept like the
 * signing keys: ACCOUNT_SECRETS_KEY, or a 0600 file in DATA_DIR/keys, never the database. Each
 * value is bound to what it belongs to (`context`, e.g. "totp:42"), so a secret copied to another
 * row does not open there.
 */
export interface AccountSecrets {
  seal(plaintext: string, context: string): string;
  /** The plaintext; throws when the value was not sealed by one of the keys for this context. */
  open(sealed: string, context: string): string;
}

export class AccountSecretsError extends Error {}

const version = 's1';
const keyFileName = 'account-secrets.key';

interface Key {
  id: string;
  bytes: Buffer;
}

function parseKey(text: string, where: string): Key {
  const value = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (bytes.length !== 32) {
    throw new AccountSecretsError(`${where}: a key is 32 bytes, written in base64 or hex`);
  }
  // A short name of the key, stored with each value so the right key opens it after a rotation.
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
  return { id, bytes };
}

/** The keys from ACCOUNT_SECRETS_KEY (first encrypts), else the key file, made when missing. */
export function openAccountSecrets(options: {
  fromEnvironment: string | undefined;
  dataDir: string;
}): AccountSecrets {
  let keys: Key[];
  if (options.fromEnvironment) {
    keys = options.fromEnvironment
      .split(',')
      .filter((part) => part.trim() !== '')
      .map((part) => parseKey(part, 'ACCOUNT_SECRETS_KEY'));
    if (keys.length === 0) throw new AccountSecretsError('ACCOUNT_SECRETS_KEY holds no key');
  } else {
    const dir = keysDir(options.dataDir);
    const file = path.join(dir, keyFileName);
    if (!fs.existsSync(file)) {
      ensurePrivateDir(dir);
      // "wx": two instances starting together on one disk never overwrite each other's key.
      try {
        fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, {
          mode: 0o600,
          flag: 'wx',
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    keys = [parseKey(fs.readFileSync(file, 'utf8'), file)];
  }
  const [active] = keys;
  if (!active) throw new AccountSecretsError('no account secrets key');
  const byId = new Map(keys.map((key) => [key.id, key]));

  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', active.bytes, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [version, active.id, iv, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [format, keyId = '', iv = '', body = '', tag = '', extra] = sealed.split('.');
      const key = byId.get(keyId);
      if (format !== version || extra !== undefined || !key) {
        throw new AccountSecretsError('sealed with an unknown key or format');
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new AccountSecretsError('the value does not open with this key and context');
      }
    },
  };
}
