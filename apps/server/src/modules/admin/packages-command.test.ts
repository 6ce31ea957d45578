import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { openPackageStore } from '../../storage/open-package-store';
import type { PackageStoreKind } from '../../storage/package-store';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in';
import type { TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { runAdminCommand } from './admin.service';

// The S3 side is s3rver, a local S3-compatible stand-in these tests start and stop themselves
// (src/test/s3-stand-in.ts); the command and the server use the AWS SDK as in production.
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn();
});
afterAll(async () => {
  await s3.close();
});

const packageUrl = (id: string, version: string) =>
  `/api/extensions/${id}/versions/${version}/package`;

/** `npm run admin -- <args>` against the test app's database, with the S3 settings it was given. */
function admin(t: TestApp, args: string[], options: { withoutS3?: boolean } = {}) {
  const config = t.app.sinyal.config;
  const s3Settings = options.withoutS3 ? undefined : config.s3;
  return runAdminCommand(args, {
    db: t.db,
    clock: t.clock,
    packages: {
      currentStorage: config.packageStorage,
      openStore: (kind: PackageStoreKind) =>
        openPackageStore({
          kind,
          dataDir: config.dataDir,
          db: t.db,
          clock: t.clock,
          s3: s3Settings,
        }),
    },
  });
}

describe('packages copy from the database to S3', () => {
  // The server keeps packages in the database; the S3 settings beside it name the copy's target.
  const t = useTestApp(async () => ({ env: { ...s3.env, PACKAGE_STORAGE: 'database' } }));
  const published: { id: string; bytes: Buffer }[] = [];
  beforeAll(async () => {
    const publisher = await premiumPublisher(t);
    for (let n = 0; n < 2; n++) {
      const { manifest, bytes, answer } = await publishTestExtension(t, publisher.apiToken);
      if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
      published.push({ id: manifest.id, bytes });
    }
  });

  test('copies every package, checks each, and a second run copies nothing', async () => {
    // The built-in samples, published at the first start, and the two of this test.
    const stored = (await t.app.sinyal.packages.list()).length;
    expect(stored).toBeGreaterThanOrEqual(2);
    const first = await admin(t, ['packages', 'copy', '--from', 'db', '--to', 's3']);
    expect(first.output).toMatch(
      new RegExp(
        `^Copied ${stored} packages \\([\\d.]+ MB\\) from database to s3; 0 already there\\.`,
      ),
    );
    expect(first.output).toContain(`Every package a version names (${stored}) is in s3.`);
    expect(first.exitCode).toBe(0);

    const second = await admin(t, ['packages', 'copy', '--to=s3']);
    expect(second.output).toContain(
      `Copied 0 packages (0.0 MB) from database to s3; ${stored} already there.`,
    );
    expect(second.exitCode).toBe(0);
  });

  test('a server switched to PACKAGE_STORAGE=s3 serves the copied packages from the bucket', async () => {
    const config = t.app.sinyal.config;
    let onS3: FastifyInstance | undefined;
    try {
      // The same database, the packages now read from S3.
      onS3 = await buildApp(Object.freeze({ ...config, packageStorage: 's3' as const }), {
        clock: t.clock,
      });
      expect(onS3.sinyal.packages.kind).toBe('s3');
      for (const { id, bytes } of published) {
        const answer = await onS3.inject({ method: 'GET', url: packageUrl(id, '1.0.0') });
        expect(answer.statusCode).toBe(200);
        expect(answer.rawPayload.equals(bytes)).toBe(true);
      }
    } finally {
      await onS3?.close();
    }
  });

  test('copies from S3 on to files as well', async () => {
    const answer = await admin(t, ['packages', 'copy', '--from', 's3', '--to', 'files']);
    const stored = (await t.app.sinyal.packages.list()).length;
    expect(answer.output).toMatch(new RegExp(`^Copied ${stored} packages .* from s3 to files`));
    expect(answer.exitCode).toBe(0);
  });

  test('a package whose bytes do not match its SHA-256 is not copied, and the run fails', async () => {
    const bytes = Buffer.from('not what the name says');
    const wrongName = createHash('sha256').update('something else').digest('hex');
    await t.app.sinyal.packages.put(wrongName, bytes);
    const answer = await admin(t, ['packages', 'copy', '--to', 's3']);
    expect(answer.output).toContain('Copied 0 packages');
    expect(answer.output).toContain(
      `1 not copied:\n  ${wrongName}: the database store's bytes do not match this SHA-256`,
    );
    expect(answer.exitCode).toBe(1);
    await t.app.sinyal.packages.delete(wrongName);
  });

  test('wrong arguments are refused with what to type', async () => {
    const cases: [string[], string][] = [
      [['packages'], 'packages needs a command.'],
      [['packages', 'move'], 'Unknown packages command "move".'],
      [['packages', 'copy'], 'packages copy needs --to.'],
      [['packages', 'copy', '--to'], '--to needs a store: files, database or s3.'],
      [
        ['packages', 'copy', '--to', 'tape'],
        'Unknown store "tape" for --to: use files, database or s3.',
      ],
      [['packages', 'copy', '--from', 'disk', '--to', 's3'], 'Unknown store "disk" for --from'],
      [['packages', 'copy', '--to', 'db'], '--from and --to both name database: nothing to copy.'],
      [['packages', 'copy', '--to', 's3', '--to', 'files'], '--to is given twice.'],
      [['packages', 'copy', '--to', 's3', 'now'], 'Unknown argument "now".'],
    ];
    for (const [args, problem] of cases) {
      const answer = await admin(t, args);
      expect(answer.output.split('\n')[0], args.join(' ')).toContain(problem);
      expect(answer.output).toContain('packages copy [--from files|database|s3] --to');
      expect(answer.exitCode).toBe(2);
    }
  });

  test('a copy to S3 without the S3 settings says which are needed', async () => {
    const answer = await admin(t, ['packages', 'copy', '--to', 's3'], { withoutS3: true });
    expect(answer.output).toContain(
      'The s3 store needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
    expect(answer.exitCode).toBe(1);
  });
});

describe('a server with PACKAGE_STORAGE=s3', () => {
  // A stand-in of its own: this server's bucket holds only what it publishes.
  let own: S3StandIn;
  beforeAll(async () => {
    own = await startS3StandIn('sinyal-published');
  });
  afterAll(async () => {
    await own.close();
  });
  const t = useTestApp(async () => ({ env: own.env }));

  test('publishes into the bucket and serves the download from it', async () => {
    const publisher = await premiumPublisher(t);
    const { manifest, bytes, answer } = await publishTestExtension(t, publisher.apiToken);
    expect(answer.status).toBe(201);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(await t.app.sinyal.packages.list()).toContain(sha256);
    const download = await t.app.inject({ method: 'GET', url: packageUrl(manifest.id, '1.0.0') });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers.etag).toBe(`"${sha256}"`);
  });
});
