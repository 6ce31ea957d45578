import { describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  test('production settings make argon2id hashes with m=19456, t=2, p=1', async () => {
    const hasher = createPasswordHasher(loadConfig({ NODE_ENV: 'production' }));
    const stored = await hasher.hash('Analytical1!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'Analytical1!')).toBe(true);
    expect(await hasher.verify(stored, 'analytical1!')).toBe(false);
  });

  test('long passwords are never truncated: a change in the last character matters', async () => {
    const hasher = createPasswordHasher(
      loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }),
    );
    const long = `${'p'.repeat(127)}A`;
    const stored = await hasher.hash(long);
    expect(await hasher.verify(stored, `${'p'.repeat(127)}B`)).toBe(false);
    expect(await hasher.verify(stored, long)).toBe(true);
  });

  test('an unreadable stored hash never matches', async () => {
    const hasher = createPasswordHasher(
      loadConfig({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '1024' }),
    );
    expect(await hasher.verify('not-a-hash', 'anything')).toBe(false);
  });
});
