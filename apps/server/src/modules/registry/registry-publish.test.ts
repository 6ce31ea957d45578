import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  accountWithApiToken,
  premiumPublisher,
  publishPackage,
  publishTestExtension,
  testMainPy,
  testManifest,
  testPackage,
} from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { buildZip } from '../../test/zip-builder';
import { expectProblem } from '../../test/expect-answer';

const t = useTestApp();
let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  publisher = await premiumPublisher(t);
});

const publish = (id: string, bytes: Buffer, token = publisher.apiToken) =>
  publishPackage(t, id, bytes, token);

/** What a refused upload must not leave: rows, stored packages, temporary files. */
async function snapshot() {
  const versions = await t.db
    .selectFrom('extension_versions')
    .select(['extension_id', 'version'])
    .execute();
  const publishers = await t.db.selectFrom('publishers').select('author_key').execute();
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(path.join(t.dataDir, 'packages'));
  return {
    versions: versions.length,
    publishers: publishers.length,
    packages: await t.app.sinyal.packages.list(),
    files: files.sort(),
  };
}

describe('who may publish', () => {
  test('no token is 401, a session token 403, a free account 403 before its body is read', async () => {
    const manifest = testManifest();
    const bytes = await testPackage(manifest);
    expect((await publish(manifest.id, bytes, '')).status).toBe(401);
    const session = await publish(manifest.id, bytes, publisher.token);
    expectProblem(session, 403, 'api_token_required');
    const free = await accountWithApiToken(t);
    const refused = await publish(manifest.id, bytes, free.apiToken);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'premium_required',
      detail: 'Publishing extensions needs a Pro or Enterprise plan',
    });
    expect((await t.get(`/api/extensions/${manifest.id}`)).status).toBe(404);
  });

  test('an API token without the "publish" scope may read but not publish', async () => {
    const readOnly = await premiumPublisher(t);
    await t.db
      .updateTable('sessions')
      .set({ scopes: JSON.stringify(['read']) })
      .where('user_id', '=', readOnly.id)
      .where('kind', '=', 'api')
      .execute();
    const { answer } = await publishTestExtension(t, readOnly.apiToken);
    expectProblem(answer, 403, 'publish_scope_required');
  });
});

describe('publishing a package', () => {
  test('the first upload claims the id: 201 {id, version, sha256, size, signature}', async () => {
    const manifest = testManifest({
      category: 'Visualization',
      os: ['Linux', 'macOS'],
      file_formats: ['csv', 'png'],
      repository: 'https://github.com/ada/serial-monitor',
    });
    const bytes = await testPackage(manifest, {
      'main.py': testMainPy,
      'README.md': '# Scope\n\nA longer text.',
      'CHANGELOG.md': '## 1.0.0\n- First.',
    });
    const answer = await publish(manifest.id, bytes);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: manifest.id,
      version: '1.0.0',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      size: bytes.length,
      signature: expect.any(String),
      warnings: [],
    });
    const { payload, kid } = await t.app.sinyal.signingKeys.verify(answer.body.signature);
    expect(kid).toBe(t.app.sinyal.signingKeys.activeKid());
    expect(payload).toEqual({
      id: manifest.id,
      version: '1.0.0',
      sha256: answer.body.sha256,
      size: bytes.length,
      engines: { sinyal: '>=1.0.0 <2.0.0' },
      os: ['Linux', 'macOS'],
      mode: 'pro',
      published_at: t.clock.now().toISOString(),
    });
    const detail = (await t.get(`/api/extensions/${manifest.id}`)).body;
    expect(detail).toMatchObject({
      name: manifest.name,
      category: 'Visualization',
      mode: 'pro',
      is_premium: true,
      os: 'Linux, macOS',
      file_formats: ['csv', 'png'],
      git_path: 'https://github.com/ada/serial-monitor',
      description_long: '# Scope\n\nA longer text.',
      changelog: '## 1.0.0\n- First.',
    });
    const owner = await t.db
      .selectFrom('extensions')
      .select('owner_user_id')
      .where('id', '=', manifest.id)
      .executeTakeFirstOrThrow();
    expect(owner.owner_user_id).toBe(publisher.id);
  });

  test('later versions only from the owner and only higher', async () => {
    const manifest = testManifest({ version: '1.2.0' });
    expect((await publish(manifest.id, await testPackage(manifest))).status).toBe(201);
    for (const version of ['1.2.0', '1.1.9', '1.2.0-rc.1']) {
      const lower = await publish(manifest.id, await testPackage({ ...manifest, version }));
      expect(lower.status).toBe(409);
      expect(lower.body).toMatchObject({
        code: 'version_not_higher',
        version,
        latest_version: '1.2.0',
      });
    }
    const other = await premiumPublisher(t);
    const stolen = await publish(
      manifest.id,
      await testPackage({ ...manifest, version: '9.0.0' }),
      other.apiToken,
    );
    expect(stolen.status).toBe(403);
    expect(stolen.body).toMatchObject({ code: 'not_owner', extension_id: manifest.id });

    t.clock.advance(60_000);
    const next = await publish(
      manifest.id,
      await testPackage({
        ...manifest,
        version: '1.10.0',
        description: 'Now with a hexadecimal view.',
      }),
    );
    expect(next.status).toBe(201);
    const detail = (await t.get(`/api/extensions/${manifest.id}`)).body;
    expect(detail.version).toBe('1.10.0');
    expect(detail.versions.map((v: { version: string }) => v.version)).toEqual(['1.10.0', '1.2.0']);
    expect((await t.get('/api/extensions?q=hexadecimal')).body.items).toEqual([
      expect.objectContaining({ id: manifest.id, version: '1.10.0' }),
    ]);
  });

  test('nobody can publish over a built-in sample', async () => {
    const answer = await publish(
      'csv-recorder',
      await testPackage(testManifest({ id: 'csv-recorder', version: '99.0.0' })),
    );
    expectProblem(answer, 403, 'not_owner');
  });

  test('publishing calls count as API calls of the account', async () => {
    const before = (await t.get('/api/user/stats', publisher.token)).body.apiCalls;
    await publishTestExtension(t, publisher.apiToken);
    expect((await t.get('/api/user/stats', publisher.token)).body.apiCalls).toBe(before + 1);
  });
});

describe('ids, names and author names cannot imitate others', () => {
  /** Refused as a look-alike of the registry's sample CSV Recorder. */
  const nameRefusedAsLookalike = async (name: string) => {
    const { answer } = await publishTestExtension(t, publisher.apiToken, { name });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'name_lookalike', existing_id: 'csv-recorder' });
  };
  /** The author name is taken by the registry's samples. */
  const authorTaken = async (author: string) => {
    const { answer } = await publishTestExtension(t, publisher.apiToken, { author });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'author_taken',
      author,
      existing_author: 'Sinyal Labs',
    });
  };

  test.each([
    'csv_recorder',
    'csv.recorder',
    'csvrecorder',
    'csv-rec0rder',
    'csv_rec0rder',
    'csv-recorcler',
  ])('the id %s is refused as a look-alike of csv-recorder', async (id) => {
    const answer = await publish(id, await testPackage(testManifest({ id })));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'id_lookalike',
      extension_id: id,
      existing_id: 'csv-recorder',
    });
  });

  test.each(['csv recorder', 'CSV-Recorder', 'CSV Rec0rder', 'ＣＳＶ Recorder', 'CSV Récorder'])(
    'the name %s is refused as a look-alike of CSV Recorder',
    nameRefusedAsLookalike,
  );

  test.each(['Sinyal Labs', 'sinyal-labs', 'SinyaI Labs', 'Sinyal Lab$'])(
    "the author %s belongs to the registry's samples",
    authorTaken,
  );

  test.each([
    ['a zero-width space', 'CSV Recorder\u200b', 'U+200B'],
    ['a soft hyphen', 'CSV Rec\u00adorder', 'U+00AD'],
    ['a word joiner', 'CSV\u2060 Recorder', 'U+2060'],
    ['a Hangul filler', 'CSV Recorder \u3164', 'U+3164'],
    ['a variation selector', 'CSV Recorder\ufe0f', 'U+FE0F'],
    ['a right-to-left mark', '\u200fCSV Recorder', 'U+200F'],
    ['a byte order mark inside', 'CSV\ufeffRecorder', 'U+FEFF'],
  ])('a name with %s is refused naming the code point', async (_what, name, codePoint) => {
    const { answer } = await publishTestExtension(t, publisher.apiToken, { name });
    expectProblem(answer, 400, 'package_manifest_invalid');
    expect(answer.body.field_codes).toEqual({ 'manifest.name': 'manifest_invisible_character' });
    expect(answer.body.fields['manifest.name'].startsWith(`Contains ${codePoint}, `)).toBe(true);
    expect(answer.body.detail).toContain(`name: Contains ${codePoint}`);
  });

  test('an author name or an id with an invisible character is refused naming the code point', async () => {
    const author = await publishTestExtension(t, publisher.apiToken, {
      author: 'Sinyal Labs\u200b',
    });
    expect(author.answer.status).toBe(400);
    expect(author.answer.body.fields).toEqual({
      'manifest.author': expect.stringMatching(/^Contains U\+200B, /),
    });
    const manifest = testManifest({ id: 'csv-recorder\u2060x' });
    const id = await publish('csv-recorder', await testPackage(manifest));
    expect(id.status).toBe(400);
    expect(id.body.field_codes).toEqual({ 'manifest.id': 'manifest_invisible_character' });
    expect(id.body.fields['manifest.id']).toMatch(/^Contains U\+2060, /);
  });

  test.each(['CSV Reoorder', 'Sinyal Recorder', 'CSV Recorder 2'])(
    'a name that only resembles CSV Recorder (%s) is accepted',
    async (name) => {
      const { answer } = await publishTestExtension(t, publisher.apiToken, { name });
      expect(answer.status).toBe(201);
    },
  );

  test.each(['Sinyɑl Labs', 'Ѕіnуаl Lаbs', 'SINYAL LABS', 'Sinyal Lab5'])(
    "the look-alike author %s belongs to the registry's samples",
    authorTaken,
  );

  test.each(['CSV Recоrder', 'CSV Recorcler', 'CSV Reϲorder', 'ᏟSV Recorder'])(
    'the name %s, drawn with other letters, is refused as a look-alike of CSV Recorder',
    nameRefusedAsLookalike,
  );

  test('letter pairs drawn like one letter: "cl" reads as "d", "rn" as "m", "vv" as "w"', async () => {
    for (const id of ['csv-recorcler', 'spectrurn-analyzer']) {
      const answer = await publish(id, await testPackage(testManifest({ id })));
      expectProblem(answer, 409, 'id_lookalike');
    }
    const first = testManifest({ id: 'wave-view', name: 'Wave View' });
    expect((await publish(first.id, await testPackage(first))).status).toBe(201);
    const other = await premiumPublisher(t);
    const copy = testManifest({ id: 'vvave-view', name: 'VVave View' });
    const answer = await publish(copy.id, await testPackage(copy), other.apiToken);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'id_lookalike', existing_id: 'wave-view' });
  });

  test("a publisher's own ids and names may look alike; another's may not", async () => {
    const first = testManifest({ id: 'scope-tool', name: 'Scope Tool' });
    expect((await publish(first.id, await testPackage(first))).status).toBe(201);
    const mine = testManifest({ id: 'scope_tool', name: 'Scope-Tool' });
    expect((await publish(mine.id, await testPackage(mine))).status).toBe(201);
    const other = await premiumPublisher(t);
    const theirs = testManifest({ id: 'sc0pe-tool', name: 'Sc0pe Tool' });
    const answer = await publish(theirs.id, await testPackage(theirs), other.apiToken);
    expectProblem(answer, 409, 'id_lookalike');
    const renamed = testManifest({ id: 'scope-meter', name: 'SCOPE TOOL' });
    const named = await publish(renamed.id, await testPackage(renamed), other.apiToken);
    expect(named.status).toBe(409);
    expect(named.body).toMatchObject({ code: 'name_lookalike', existing_name: 'Scope Tool' });
  });

  test("an author name is its first publisher's; the same publisher keeps using it", async () => {
    const first = testManifest({ author: 'Grace Hopper Tools' });
    expect((await publish(first.id, await testPackage(first))).status).toBe(201);
    const again = testManifest({ author: 'grace-hopper tools' });
    expect((await publish(again.id, await testPackage(again))).status).toBe(201);
    const other = await premiumPublisher(t);
    const copy = await publishTestExtension(t, other.apiToken, { author: 'Grace Hopper Tools' });
    const answer = copy.answer;
    expectProblem(answer, 409, 'author_taken');
  });
});

describe('every refusal answers 400 (413, 415) naming the problem and leaves nothing behind', () => {
  const manifest = testManifest({ id: 'refused-package' });
  const cases: [string, () => Promise<Buffer>, string, number][] = [
    ['not a zip', async () => Buffer.from('hello'), 'package_not_zip', 400],
    [
      'a path with ".."',
      async () =>
        buildZip([
          { name: 'manifest.json', data: JSON.stringify(manifest) },
          { name: 'main.py', data: testMainPy },
          { name: '../evil.py', data: 'x' },
        ]),
      'package_path_parent',
      400,
    ],
    [
      'a symbolic link',
      async () =>
        buildZip([
          { name: 'manifest.json', data: JSON.stringify(manifest) },
          { name: 'main.py', data: 'x', unixMode: 0o120777 },
        ]),
      'package_link',
      400,
    ],
    [
      'no manifest',
      async () => buildZip([{ name: 'main.py', data: testMainPy }]),
      'package_manifest_missing',
      400,
    ],
    [
      'a missing entry point module',
      async () => testPackage(manifest, { 'other.py': 'x' }),
      'package_entry_point_missing',
      400,
    ],
    [
      'another id in the manifest',
      async () => testPackage({ ...manifest, id: 'some-other-id' }),
      'package_id_mismatch',
      400,
    ],
  ];

  test.each(cases)('%s', async (_name, make, code, status) => {
    const before = await snapshot();
    const answer = await publish(manifest.id, await make());
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.body.detail.length).toBeGreaterThan(10);
    expect(await snapshot()).toEqual(before);
  });

  test('a manifest that breaks rules: each field with its message and code', async () => {
    const before = await snapshot();
    const broken = JSON.stringify({
      ...manifest,
      version: 'v1.0',
      mode: 'gold',
      engines: { sinyal: 'whenever' },
    });
    const answer = await publish(manifest.id, await testPackage(broken));
    expectProblem(answer, 400, 'package_manifest_invalid');
    expect(answer.body.field_codes).toEqual({
      'manifest.version': 'manifest_version_format',
      'manifest.mode': 'manifest_mode',
      'manifest.engines.sinyal': 'manifest_engines_range',
    });
    expect(answer.body.fields['manifest.mode']).toBe('Must be "lite", "pro" or "enterprise"');
    expect(await snapshot()).toEqual(before);
  });

  test('a body over 50 MB is 413 package_too_large, read no further', async () => {
    const before = await snapshot();
    const answer = await publish(manifest.id, Buffer.alloc(50 * 1024 * 1024 + 1));
    expectProblem(answer, 413, 'package_too_large');
    expect(await snapshot()).toEqual(before);
  });

  test('a JSON body is 415 package_content_type', async () => {
    const answer = await t.post(
      `/api/extensions/${manifest.id}/versions`,
      { manifest },
      publisher.apiToken,
    );
    expectProblem(answer, 415, 'package_content_type');
  });

  test('manifest-only publishing is retired with 410 and says where publishing went', async () => {
    const answer = await t.post('/api/extensions', { manifest }, publisher.apiToken);
    expectProblem(answer, 410, 'manifest_publishing_retired');
    expect(answer.body.detail).toContain('POST /api/extensions/{id}/versions');
  });
});

describe('an extension published before invisible characters were refused', () => {
  test('is still shown, yanked and updated', async () => {
    const { manifest, answer } = await publishTestExtension(t, publisher.apiToken);
    expect(answer.status).toBe(201);
    // As it was stored before the rule: the name with a zero-width space.
    const hidden = { ...manifest, name: `${manifest.name}\u200b` };
    await t.db
      .updateTable('extension_versions')
      .set({ manifest: JSON.stringify(hidden) })
      .where('extension_id', '=', manifest.id)
      .execute();
    const detail = await t.get(`/api/extensions/${manifest.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.manifest.name).toBe(hidden.name);
    const yank = await t.post(
      `/api/extensions/${manifest.id}/versions/1.0.0/yank`,
      { reason: 'Broken on Windows' },
      publisher.token,
    );
    expect(yank.status).toBe(200);
    const next = await publish(manifest.id, await testPackage({ ...manifest, version: '1.1.0' }));
    expect(next.status).toBe(201);
  });
});
