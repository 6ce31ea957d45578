import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { openPackageStore } from './open-package-store';
import { packageStoreKinds, type PackageStore } from './package-store';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// One suite, both backends: what a caller sees must not depend on where the bytes live.
describe.each(packageStoreKinds)('the %s package store', (kind) => {
  const t = useTestApp({ env: { PACKAGE_STORAGE: kind } });
  let store: PackageStore;
  beforeAll(async () => {
    store = await openPackageStore({ kind, dataDir: t.dataDir, db: t.db, clock: t.clock });
  });

  test('is the one the server uses when PACKAGE_STORAGE says so', () => {
    expect(t.app.sinyal.packages.kind).toBe(kind);
  });

  test('gives back the bytes stored under their SHA-256, and null for anything else', async () => {
    const bytes = Buffer.from(`package ${kind} ${Math.random()}`);
    await store.put(sha(bytes), bytes);
    expect(await store.get(sha(bytes))).toEqual(bytes);
    expect(await store.has(sha(bytes))).toBe(true);
    expect(await store.get('0'.repeat(64))).toBeNull();
    expect(await store.has('0'.repeat(64))).toBe(false);
  });

  test('stores the same bytes once, and a second put changes nothing', async () => {
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    const before = (await store.list()).length;
    await store.put(sha(bytes), bytes);
    await store.put(sha(bytes), bytes);
    expect((await store.list()).length).toBe(before + 1);
    expect((await store.get(sha(bytes)))?.equals(bytes)).toBe(true);
  });

  test('deletes, and deleting what is not there is no error', async () => {
    const bytes = Buffer.from(`to delete ${kind}`);
    await store.put(sha(bytes), bytes);
    await store.delete(sha(bytes));
    await store.delete(sha(bytes));
    expect(await store.get(sha(bytes))).toBeNull();
    expect(await store.list()).not.toContain(sha(bytes));
  });

  test('refuses a key that is not a SHA-256, so no name can reach a path or a query', async () => {
    for (const key of ['../../etc/passwd', 'ABC', `${'a'.repeat(63)}/`]) {
      await expect(store.get(key)).rejects.toThrow(/not a SHA-256/);
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/not a SHA-256/);
    }
  });

  test('keeps files private (0600 in a 0700 folder) or writes none at all', async () => {
    const folder = path.join(t.dataDir, 'packages');
    const bytes = Buffer.from(`private ${kind}`);
    await store.put(sha(bytes), bytes);
    const file = path.join(folder, sha(bytes).slice(0, 2), `${sha(bytes)}.sxp`);
    if (kind === 'files') {
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(folder).mode & 0o777).toBe(0o700);
    } else {
      expect(fs.existsSync(file)).toBe(false);
    }
  });
});
