import { createHash } from 'node:crypto';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, test } from 'vitest';
import { dayMs } from '../../lib/clock';
import { generateSigningKey } from '../../security/signing-keys';
import {
  premiumPublisher,
  publishPackage,
  publishTestExtension,
  testPackage,
} from '../../test/extension-fixtures';
import { createTestClock } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { expectProblem } from '../../test/expect-answer';

let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
const start = new Date('2026-03-01T10:00:00.000Z');
const keys: Awaited<ReturnType<typeof generateSigningKey>>[] = [];

const t = useTestApp(async () => {
  // Two keys: one that signs now, one published now that signs from tomorrow (a rotation).
  keys.push(await generateSigningKey(new Date(start.getTime() - dayMs), start));
  keys.push(await generateSigningKey(new Date(start.getTime() + dayMs), start));
  return { clock: createTestClock(start), env: { SIGNING_KEYS: JSON.stringify(keys) } };
});
beforeAll(async () => {
  publisher = await premiumPublisher(t);
});

async function published(overrides = {}) {
  const { manifest, bytes, answer } = await publishTestExtension(t, publisher.apiToken, overrides);
  if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
  return { manifest, bytes, answer: answer.body as { sha256: string; signature: string } };
}

const packageUrl = (id: string, version: string) =>
  `/api/extensions/${id}/versions/${version}/package`;
const download = (url: string, ip = '203.0.113.9', headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, remoteAddress: ip, headers });

describe('signatures', () => {
  test('each version is signed; the JWKS of GET /api/keys verifies it, before and after a rotation', async () => {
    const first = await published();
    t.clock.advance(dayMs + 60_000);
    const second = await published();
    const jwks = createLocalJWKSet((await t.get('/api/keys')).body);
    for (const { manifest, answer } of [first, second]) {
      const served = await t.get(`/api/extensions/${manifest.id}/versions/1.0.0/signature`);
      expect(served.headers['content-type']).toContain('application/jose');
      expect(served.body).toBe(answer.signature);
      const { payload } = await compactVerify(served.body, jwks);
      expect(JSON.parse(new TextDecoder().decode(payload))).toMatchObject({
        id: manifest.id,
        sha256: answer.sha256,
      });
    }
    expect(decodeProtectedHeader(first.answer.signature)).toMatchObject({
      alg: 'EdDSA',
      kid: keys[0]!.kid,
      typ: 'sinyal-release+jws',
    });
    expect(decodeProtectedHeader(second.answer.signature).kid).toBe(keys[1]!.kid);
  });
});

describe('versions and downloads', () => {
  test('the versions list: every packaged version, newest first, with its figures', async () => {
    const at = t.clock.now().toISOString();
    const { manifest, bytes, answer } = await published();
    await publishPackage(
      t,
      manifest.id,
      await testPackage({ ...manifest, version: '1.1.0' }),
      publisher.apiToken,
    );
    const list = await t.get(`/api/extensions/${manifest.id}/versions`);
    expect(list.status).toBe(200);
    expect(list.body.map((v: { version: string }) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(list.body[1]).toEqual({
      version: '1.0.0',
      sha256: answer.sha256,
      size: bytes.length,
      published_at: at,
      engines: { sinyal: '>=1.0.0 <2.0.0' },
      yanked: false,
      yank_reason: null,
      downloads: 0,
    });
    expect((await t.get('/api/extensions/no-such-thing/versions')).status).toBe(404);
  });

  test('a download is the bytes with ETag, Repr-Digest and a file name', async () => {
    const { manifest, bytes, answer } = await published();
    const response = await download(packageUrl(manifest.id, '1.0.0'));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers.etag).toBe(`"${answer.sha256}"`);
    const digest = createHash('sha256').update(bytes).digest('base64');
    expect(response.headers['repr-digest']).toBe(`sha-256=:${digest}:`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${manifest.id}-1.0.0.sxp"`,
    );
    const raw = await t.app.inject({ method: 'GET', url: packageUrl(manifest.id, '1.0.0') });
    expect(raw.rawPayload.equals(bytes)).toBe(true);

    const again = await download(packageUrl(manifest.id, '1.0.0'), '203.0.113.9', {
      'if-none-match': `"${answer.sha256}"`,
    });
    expect(again.status).toBe(304);
  });

  test('downloads count once per address, version and day', async () => {
    const { manifest } = await published();
    const url = packageUrl(manifest.id, '1.0.0');
    await download(url, '198.51.100.1');
    await download(url, '198.51.100.1');
    await download(url, '198.51.100.2');
    // The same IPv6 /64 is one address.
    await download(url, '2001:db8:1:1::1');
    await download(url, '2001:db8:1:1::2');
    const count = async () =>
      (await t.get(`/api/extensions/${manifest.id}/versions`)).body[0].downloads;
    expect(await count()).toBe(3);
    t.clock.advance(dayMs);
    await download(url, '198.51.100.1');
    expect(await count()).toBe(4);
    expect((await t.get(`/api/extensions/${manifest.id}`)).body.downloads).toBe(4);
    const rows = await t.db.selectFrom('extension_downloads').select('client').execute();
    expect(rows.some((row) => row.client.includes('198.51.100'))).toBe(false);
  });

  test('an unknown version is 404 version_not_found; a version without a package 404 package_missing', async () => {
    const { manifest } = await published();
    const missing = await download(packageUrl(manifest.id, '9.9.9'));
    expectProblem(missing, 404, 'version_not_found');
    await t.db
      .insertInto('extension_versions')
      .values({
        extension_id: manifest.id,
        version: '0.9.0',
        manifest: JSON.stringify(manifest),
        published_by: null,
        published_at: start.toISOString(),
        sha256: null,
        size: null,
        signature: null,
        engines_sinyal: null,
        readme: null,
        changelog: null,
        yanked_at: null,
        yank_reason: null,
      })
      .execute();
    const legacy = await download(packageUrl(manifest.id, '0.9.0'));
    expectProblem(legacy, 404, 'package_missing');
    expect((await t.get(`/api/extensions/${manifest.id}/versions/0.9.0/signature`)).status).toBe(
      404,
    );
  });
});

describe('yank, deprecation and updates', () => {
  test('a yank by the owner hides the version from latest and updates; an exact download still works; DELETE undoes it', async () => {
    const { manifest } = await published({ os: ['Linux'] });
    await publishPackage(
      t,
      manifest.id,
      await testPackage({ ...manifest, version: '1.1.0' }),
      publisher.apiToken,
    );
    const other = await premiumPublisher(t);
    const url = `/api/extensions/${manifest.id}/versions/1.1.0/yank`;
    expect((await t.post(url, { reason: 'Crashes on start' }, other.apiToken)).status).toBe(403);
    expect((await t.post(url, { reason: '' }, publisher.apiToken)).body.field_codes).toEqual({
      reason: 'yank_reason',
    });

    const yanked = await t.post(url, { reason: 'Crashes on start' }, publisher.apiToken);
    expect(yanked.status).toBe(200);
    expect(yanked.body).toMatchObject({
      version: '1.1.0',
      yanked: true,
      yank_reason: 'Crashes on start',
    });
    expect((await t.get(`/api/extensions/${manifest.id}`)).body.version).toBe('1.0.0');
    expect((await download(packageUrl(manifest.id, '1.1.0'))).status).toBe(200);
    const check = {
      app_version: '1.0.0',
      os: 'Linux',
      installed: [{ id: manifest.id, version: '1.0.0' }],
    };
    expect((await t.post('/api/updates/check', check)).body.updates).toEqual([]);

    const undone = await t.request({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${await t.login(publisher.username)}` },
    });
    expect(undone.status).toBe(200);
    expect(undone.body.yanked).toBe(false);
    expect((await t.get(`/api/extensions/${manifest.id}`)).body.version).toBe('1.1.0');
    expect((await t.post('/api/updates/check', check)).body.updates).toEqual([
      { id: manifest.id, from: '1.0.0', to: '1.1.0' },
    ]);
  });

  test('updates honour engines.sinyal and the operating system', async () => {
    const { manifest } = await published({ os: ['Windows', 'Linux'] });
    await publishPackage(
      t,
      manifest.id,
      await testPackage({ ...manifest, version: '2.0.0', engines: { sinyal: '>=2.0.0' } }),
      publisher.apiToken,
    );
    await publishPackage(
      t,
      manifest.id,
      await testPackage({
        ...manifest,
        version: '2.1.0',
        os: ['Windows'],
        engines: { sinyal: '>=2.0.0' },
      }),
      publisher.apiToken,
    );
    const ask = (app_version: string, os: string) =>
      t.post('/api/updates/check', {
        app_version,
        os,
        installed: [
          { id: manifest.id, version: '1.0.0' },
          { id: 'not-installed-anywhere', version: '1.0.0' },
        ],
      });
    expect((await ask('1.0.0', 'Linux')).body).toEqual({
      updates: [],
      deprecated: [],
      revoked: [],
    });
    expect((await ask('2.3.0', 'Linux')).body.updates).toEqual([
      { id: manifest.id, from: '1.0.0', to: '2.0.0' },
    ]);
    expect((await ask('2.3.0', 'Windows')).body.updates).toEqual([
      { id: manifest.id, from: '1.0.0', to: '2.1.0' },
    ]);
    const bad = await t.post('/api/updates/check', {
      app_version: 'latest',
      os: 'BeOS',
      installed: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field_codes).toEqual({ app_version: 'invalid_app_version', os: 'invalid_os' });
  });

  test('deprecation with a replacement id shows on the card and in the update check; DELETE undoes it', async () => {
    const old = await published();
    const next = await published();
    const url = `/api/extensions/${old.manifest.id}/deprecation`;
    const self = await t.put(
      url,
      { reason: 'Renamed', replacement_id: old.manifest.id },
      publisher.apiToken,
    );
    expect(self.body.code).toBe('replacement_self');
    const unknown = await t.put(
      url,
      { reason: 'Renamed', replacement_id: 'no-such-extension' },
      publisher.apiToken,
    );
    expectProblem(unknown, 400, 'replacement_not_found');

    const marked = await t.put(
      url,
      { reason: 'Renamed', replacement_id: next.manifest.id },
      await t.login(publisher.username),
    );
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({
      reason: 'Renamed',
      replacement_id: next.manifest.id,
      deprecated_at: t.clock.now().toISOString(),
    });
    expect((await t.get(`/api/extensions/${old.manifest.id}`)).body.deprecated).toEqual(
      marked.body,
    );
    const check = await t.post('/api/updates/check', {
      app_version: '1.0.0',
      os: 'Linux',
      installed: [{ id: old.manifest.id, version: '1.0.0' }],
    });
    expect(check.body.deprecated).toEqual([
      { id: old.manifest.id, reason: 'Renamed', replacement_id: next.manifest.id },
    ]);

    const removed = await t.request({
      method: 'DELETE',
      url,
      headers: { authorization: `Bearer ${publisher.apiToken}` },
    });
    expect(removed.status).toBe(204);
    expect((await t.get(`/api/extensions/${old.manifest.id}`)).body.deprecated).toBeNull();
  });
});

describe('publishers', () => {
  test('GET /api/publishers/:name lists a publisher’s extensions, whatever the spelling', async () => {
    const samples = await t.get(`/api/publishers/${encodeURIComponent('sinyal-labs')}`);
    expect(samples.status).toBe(200);
    expect(samples.body.name).toBe('Sinyal Labs');
    expect(samples.body.extensions.map((e: { id: string }) => e.id)).toEqual([
      'csv-recorder',
      'spectrum-analyzer',
    ]);
    const missing = await t.get('/api/publishers/Nobody%20At%20All');
    expectProblem(missing, 404, 'publisher_not_found');
  });
});
