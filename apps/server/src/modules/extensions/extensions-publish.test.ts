import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountWithApiToken, premiumPublisher, testManifest } from '../../test/extension-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  t = await createTestApp();
  publisher = await premiumPublisher(t);
});
afterAll(async () => {
  await t.close();
});

const publish = (body: unknown, token?: string) => t.post('/api/extensions', body, token);

describe('who may publish', () => {
  test('no token is 401', async () => {
    const answer = await publish({ manifest: testManifest() });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('unauthorized');
  });

  test('an unknown token is 401', async () => {
    const answer = await publish({ manifest: testManifest() }, 'x'.repeat(43));
    expect(answer.status).toBe(401);
  });

  test('a session token is refused with 403: publishing takes an API token', async () => {
    const answer = await publish({ manifest: testManifest() }, publisher.token);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 'api_token_required',
      detail: expect.stringContaining('Publishing needs an API token'),
    });
  });

  test('a free account is refused with 403, before its body is even read', async () => {
    const free = await accountWithApiToken(t);
    const manifest = testManifest();
    const answer = await publish({ manifest }, free.apiToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 'premium_required',
      detail: 'Publishing extensions needs a Pro or Enterprise plan',
    });
    expect((await publish({ nonsense: true }, free.apiToken)).status).toBe(403);
    expect((await t.get(`/api/extensions/${manifest.id}`)).status).toBe(404);
  });
});

describe('publishing', () => {
  test('a new id creates the extension, owned by the caller, and answers 201', async () => {
    const manifest = testManifest({ category: 'Visualization', os: ['Linux', 'macOS'] });
    const answer = await publish(
      {
        manifest,
        git_path: 'https://github.com/ada/serial-monitor',
        description_long: 'A longer text.\n\nWith paragraphs.',
        file_formats: ['csv', 'png', 'csv'],
      },
      publisher.apiToken,
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      id: manifest.id,
      name: 'Serial Monitor',
      version: '1.0.0',
      author: 'Ada Yilmaz',
      category: 'Visualization',
      mode: 'pro',
      os: 'Linux, macOS',
      file_formats: ['csv', 'png'],
      git_path: 'https://github.com/ada/serial-monitor',
      description_long: 'A longer text.\n\nWith paragraphs.',
      is_premium: true,
      last_updated: t.clock.now().toISOString().slice(0, 10),
      versions: [{ version: '1.0.0', published_at: t.clock.now().toISOString() }],
      manifest,
    });
    const row = await t.db
      .selectFrom('extensions')
      .select('owner_user_id')
      .where('id', '=', manifest.id)
      .executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(publisher.id);
  });

  test('manifest categories map to the site categories: DataSource and Processing are Recorder', async () => {
    for (const [category, expected] of [
      ['DataSource', 'Recorder'],
      ['Processing', 'Recorder'],
      ['Visualization', 'Visualization'],
    ] as const) {
      const answer = await publish(
        { manifest: testManifest({ category, mode: 'lite' }) },
        publisher.apiToken,
      );
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ category: expected, is_premium: false, git_path: '' });
    }
  });

  test('the same version again is 409, and so is a lower one', async () => {
    const manifest = testManifest({ version: '2.0.0' });
    expect((await publish({ manifest }, publisher.apiToken)).status).toBe(201);

    const same = await publish({ manifest }, publisher.apiToken);
    expect(same.status).toBe(409);
    expect(same.body).toEqual({
      code: 'version_not_higher',
      detail:
        'Version 2.0.0 is not higher than the latest published version 2.0.0: raise "version" in manifest.json',
    });
    for (const version of ['1.9.9', '2.0.0-rc.1', '0.1.0']) {
      const lower = await publish({ manifest: { ...manifest, version } }, publisher.apiToken);
      expect(lower.status).toBe(409);
      expect(lower.body.detail).toContain(`Version ${version} is not higher`);
    }
  });

  test('a higher version is 201, replaces the card fields and shows in the catalogue', async () => {
    const manifest = testManifest({ version: '1.2.0', name: 'Serial Scope' });
    await publish(
      { manifest, git_path: 'https://example.com/scope', file_formats: ['csv'] },
      publisher.apiToken,
    );
    t.clock.advance(60_000);

    const next = {
      ...manifest,
      version: '1.10.0',
      description: 'Now with a hexadecimal view and 2 Mbit/s ports.',
      os: ['Windows' as const],
    };
    const answer = await publish({ manifest: next }, publisher.apiToken);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      version: '1.10.0',
      description: 'Now with a hexadecimal view and 2 Mbit/s ports.',
      os: 'Windows',
      // Left out of the second publish: kept from the first.
      git_path: 'https://example.com/scope',
      file_formats: ['csv'],
      manifest: next,
    });
    expect(answer.body.versions.map((v: { version: string }) => v.version)).toEqual([
      '1.10.0',
      '1.2.0',
    ]);

    const listed = await t.get('/api/extensions?q=hexadecimal');
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: manifest.id, version: '1.10.0', name: 'Serial Scope' }),
    ]);
    const detail = await t.get(`/api/extensions/${manifest.id}`);
    expect(detail.body.version).toBe('1.10.0');
    expect(detail.body.versions).toHaveLength(2);
  });

  test("another account's id is 403, even with a higher version", async () => {
    const manifest = testManifest();
    expect((await publish({ manifest }, publisher.apiToken)).status).toBe(201);
    const other = await premiumPublisher(t);
    const answer = await publish({ manifest: { ...manifest, version: '9.0.0' } }, other.apiToken);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      code: 'not_owner',
      detail: `The extension "${manifest.id}" belongs to another account: only its owner can publish new versions`,
    });
    expect((await t.get(`/api/extensions/${manifest.id}`)).body.version).toBe('1.0.0');
  });

  test('nobody can publish over a built-in sample', async () => {
    const answer = await publish(
      { manifest: testManifest({ id: 'csv-recorder', version: '99.0.0' }) },
      publisher.apiToken,
    );
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('not_owner');
  });

  test('an invalid manifest is 400 with a message for each field', async () => {
    const answer = await publish(
      {
        manifest: {
          name: '',
          id: 'Serial Monitor',
          version: 'v1.0',
          description: 'ok',
          mode: 'gold',
          author: 'Ada',
          os: ['Windows', 'BeOS'],
          category: 'Games',
          entry_point: 'main.py',
        },
        git_path: 'ftp://example.com/x',
        file_formats: ['CSV!'],
      },
      publisher.apiToken,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.fields).toEqual({
      'manifest.name': 'Must not be empty',
      'manifest.id':
        'Must be 3 to 64 lower-case letters and digits, words joined by "-", "_" or "." (e.g. serial-monitor)',
      'manifest.version':
        'Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")',
      'manifest.mode': 'Must be "lite", "pro" or "enterprise"',
      'manifest.os.1': 'Must be "Windows", "Linux" or "macOS" (exactly so written)',
      'manifest.category': 'Must be "DataSource", "Visualization" or "Processing"',
      'manifest.entry_point':
        'Must be "module:app": a Python module path, a colon and the object to load, e.g. main:app',
      git_path:
        'Must be an http:// or https:// address, e.g. https://github.com/you/serial-monitor',
      'file_formats.0': 'Each format is 1 to 12 lower-case letters or digits, e.g. "csv"',
    });
  });

  test('a missing manifest, a missing field and a body that is not JSON are 400 too', async () => {
    const empty = await publish({}, publisher.apiToken);
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ manifest: 'The manifest must be a JSON object ({ ... })' });

    const withoutEntry: Record<string, unknown> = { ...testManifest() };
    delete withoutEntry.entry_point;
    const missing = await publish({ manifest: withoutEntry }, publisher.apiToken);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      detail: 'This field is required',
      fields: { 'manifest.entry_point': 'This field is required' },
    });

    const broken = await t.post('/api/extensions', '{"manifest": ', publisher.apiToken, {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.code).toBe('invalid_json');
  });

  test('an oversized body is 413', async () => {
    const answer = await publish(
      { manifest: testManifest(), description_long: 'x'.repeat(70 * 1024) },
      publisher.apiToken,
    );
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('payload_too_large');
  });

  test('publishing calls count as API calls of the account', async () => {
    const before = (await t.get('/api/user/stats', publisher.token)).body.apiCalls;
    await publish({ manifest: testManifest() }, publisher.apiToken);
    const after = (await t.get('/api/user/stats', publisher.token)).body.apiCalls;
    expect(after).toBe(before + 1);
  });
});
