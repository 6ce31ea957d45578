import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { AccountSecretsError, openAccountSecrets } from './account-secrets';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sinyal-secrets-'));

describe('account secrets', () => {
  test('seal and open round-trip; the sealed text does not contain the secret', () => {
    const secrets = openAccountSecrets({ fromEnvironment: undefined, dataDir: tempDir() });
    const sealed = secrets.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(secrets.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(secrets.seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed);
  });

  test('a value opens only for the account it was sealed for, and only untouched', () => {
    const secrets = openAccountSecrets({ fromEnvironment: undefined, dataDir: tempDir() });
    const sealed = secrets.seal('secret', 'totp:1');
    expect(() => secrets.open(sealed, 'totp:2')).toThrow(AccountSecretsError);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other!').toString('base64url');
    expect(() => secrets.open(parts.join('.'), 'totp:1')).toThrow(AccountSecretsError);
  });

  test('the key file is made once, 0600, and read again on the next start', () => {
    const dir = tempDir();
    const first = openAccountSecrets({ fromEnvironment: undefined, dataDir: dir });
    const file = path.join(dir, 'keys', 'account-secrets.key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = openAccountSecrets({ fromEnvironment: undefined, dataDir: dir });
    expect(second.open(first.seal('x', 'c'), 'c')).toBe('x');
  });

  test('keys from the environment: the first seals, every one opens (rotation)', () => {
    const oldKey = randomBytes(32).toString('base64');
    const newKey = randomBytes(32).toString('hex');
    const before = openAccountSecrets({ fromEnvironment: oldKey, dataDir: tempDir() });
    const sealedBefore = before.seal('old', 'c');
    const after = openAccountSecrets({
      fromEnvironment: `${newKey},${oldKey}`,
      dataDir: tempDir(),
    });
    expect(after.open(sealedBefore, 'c')).toBe('old');
    expect(before.open.bind(before, after.seal('new', 'c'), 'c')).toThrow(AccountSecretsError);
    expect(() => openAccountSecrets({ fromEnvironment: 'short', dataDir: tempDir() })).toThrow(
      /32 bytes/,
    );
  });
});
