import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in';
import { createTestStorage } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { openPackageStore } from './open-package-store';
import { packageStoreKinds, type PackageStore } from './package-store';

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// One suite, every backend: what a caller sees must not depend on where the bytes live. The S3
// store talks to s3rver, a local S3-compatible stand-in these tests start and stop themselves
// (src/test/s3-stand-in.ts); the server's code is the one that talks to S3 in production.
describe.each(packageStoreKinds)('the %s package store', (kind) => {
  let s3: S3StandIn | undefined;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3StandIn();
  });
  afterAll(async () => {
    await s3?.close();
  });
  const t = useTestApp(async () => ({ env: s3?.env ?? { PACKAGE_STORAGE: kind } }));
  let store: PackageStore;
  beforeAll(async () => {
    store = await openPackageStore({
      kind,
      dataDir: t.dataDir,
      db: t.db,
      clock: t.clock,
      s3: t.app.sinyal.config.s3,
    });
  });
  afterAll(async () => {
    await store.close?.();
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

describe('the S3 package store', () => {
  let s3: S3StandIn;
  beforeAll(async () => {
    s3 = await startS3StandIn();
  });
  afterAll(async () => {
    await s3.close();
  });
  const t = useTestApp(async () => ({ env: s3.env }));

  test('keys each object packages/<sha256 hex> in the bucket', async () => {
    const bytes = Buffer.from(`keyed ${Math.random()}`);
    await t.app.sinyal.packages.put(sha(bytes), bytes);
    const client = new S3Client({
      region: s3.env.S3_REGION,
      endpoint: s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      const head = await client.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: `packages/${sha(bytes)}` }),
      );
      expect(head.ContentLength).toBe(bytes.length);
    } finally {
      client.destroy();
    }
  });

  test('a server whose bucket does not exist stops at start, naming the bucket', async () => {
    const storage = await createTestStorage();
    try {
      const config = loadConfig({ ...storage.env, ...s3.env, S3_BUCKET: 'no-such-bucket' });
      await expect(buildApp(config)).rejects.toThrow(
        /PACKAGE_STORAGE=s3: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ is not usable: no such bucket/,
      );
    } finally {
      await storage.drop();
    }
  });

  test('a server with an unknown access key stops at start and says to check the keys', async () => {
    const storage = await createTestStorage();
    try {
      const config = loadConfig({ ...storage.env, ...s3.env, S3_ACCESS_KEY_ID: 'nobody' });
      await expect(buildApp(config)).rejects.toThrow(/access denied: check S3_ACCESS_KEY_ID/);
    } finally {
      await storage.drop();
    }
  });
});
