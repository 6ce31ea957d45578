import { beforeAll, describe, expect, test } from 'vitest';
import {
  templateDescription,
  templatePlaceholders,
  templateReadme,
} from '@sinyal/contracts/extension-template';
import {
  premiumPublisher,
  publishPackage,
  testMainPy,
  testManifest,
  testPackage,
} from '../../test/extension-fixtures';
import { expectProblem } from '../../test/expect-answer';
import { useTestApp } from '../../test/use-test-app';

// The publishing tool's checks as the API makes them (docs/architecture.md §19): the same rules
// `sinyal-ext validate` applies, for a package sent with curl or an older tool.

const t = useTestApp();
let publisher: Awaited<ReturnType<typeof premiumPublisher>>;
beforeAll(async () => {
  publisher = await premiumPublisher(t);
});

const publish = (id: string, bytes: Buffer, token = publisher.apiToken) =>
  publishPackage(t, id, bytes, token);

describe("text left from sinyal-ext init's template", () => {
  test.each([
    [
      'the description',
      (name: string) => ({ manifest: { description: templateDescription(name) }, readme: null }),
      'manifest.json description',
      templatePlaceholders.description,
    ],
    [
      'the author',
      () => ({ manifest: { author: templatePlaceholders.author }, readme: null }),
      'manifest.json author',
      templatePlaceholders.author,
    ],
    [
      'the README',
      (name: string) => ({ manifest: {}, readme: templateReadme(name) }),
      'README.md',
      templatePlaceholders.readme,
    ],
  ])(
    'in %s is refused with 400 naming the entry, and nothing is listed',
    async (_, left, entry, text) => {
      const base = testManifest();
      const { manifest: fields, readme } = left(base.name);
      const manifest = { ...base, ...fields };
      const files: Record<string, string> = { 'main.py': testMainPy };
      if (readme !== null) files['README.md'] = readme;
      const answer = await publish(manifest.id, await testPackage(manifest, files));
      expectProblem(answer, 400, 'package_template_text');
      expect(answer.body).toMatchObject({
        detail: `${entry} still says "${text}", as \`sinyal-ext init\` wrote it: say what your extension does`,
      });
      expect((await t.get(`/api/extensions/${manifest.id}`)).status).toBe(404);
    },
  );

  test('an author that only starts with "Your Name" is the developer\'s own', async () => {
    const manifest = testManifest({ author: 'Your Name Labs' });
    const answer = await publish(manifest.id, await testPackage(manifest));
    expect(answer.status).toBe(201);
  });
});

describe('categories the catalogue knows', () => {
  test.each(['DataSource', 'Visualization', 'Processing'] as const)(
    'a %s extension is listed and filtered as itself; the Recorder filter groups the stream steps',
    async (category) => {
      const manifest = testManifest({ category });
      expect((await publish(manifest.id, await testPackage(manifest))).status).toBe(201);

      const detail = await t.get<{ category: string }>(`/api/extensions/${manifest.id}`);
      expect(detail.body.category).toBe(category);
      const ids = async (query: string) =>
        (
          await t.get<{ items: { id: string; category: string }[] }>(
            `/api/extensions?category=${query}&q=${encodeURIComponent(manifest.name)}`,
          )
        ).body.items.map((item) => `${item.id} ${item.category}`);
      expect(await ids(category)).toEqual([`${manifest.id} ${category}`]);
      expect(await ids(category.toLowerCase())).toEqual([`${manifest.id} ${category}`]);
      // The marketplace's Recorder filter holds data sources and processing steps, still listed as
      // themselves; never a visualization.
      expect(await ids('Recorder')).toEqual(
        category === 'Visualization' ? [] : [`${manifest.id} ${category}`],
      );
      for (const other of ['DataSource', 'Visualization', 'Processing'].filter(
        (name) => name !== category,
      )) {
        expect(await ids(other)).toEqual([]);
      }
    },
  );

  test('a category the catalogue does not know is a 400 naming the ones it does', async () => {
    const answer = await t.get('/api/extensions?category=Games');
    expectProblem(answer, 400, 'invalid_input');
    expect(JSON.stringify(answer.body)).toContain(
      'Must be \\"Recorder\\", \\"Visualization\\", \\"DataSource\\" or \\"Processing\\"',
    );
  });

  test('a manifest category outside the list is refused at publish', async () => {
    const manifest = { ...testManifest(), category: 'Recorder' };
    const answer = await publish(manifest.id, await testPackage(JSON.stringify(manifest)));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(
      'Must be \\"DataSource\\", \\"Visualization\\" or \\"Processing\\"',
    );
  });
});

describe('a changelog that does not name the version', () => {
  test.each([
    [
      'names an older version',
      '# Changelog\n\n## 0.9.0\n- Before.\n',
      [
        'CHANGELOG.md\'s newest entry is 0.9.0, not 1.0.0: add a "## 1.0.0" entry saying what changed',
      ],
    ],
    [
      'names no version',
      '# Changelog\n\nSome changes.\n',
      ['CHANGELOG.md names no version: add a "## 1.0.0" entry saying what changed'],
    ],
    [
      'names it (Keep a Changelog, after Unreleased)',
      '# Changelog\n\n## [Unreleased]\n\n## [1.0.0] - 2026-01-02\n- First.\n',
      [],
    ],
  ])('that %s: published, with the warnings it deserves', async (_, changelog, warnings) => {
    const manifest = testManifest();
    const answer = await publish(
      manifest.id,
      await testPackage(manifest, { 'main.py': testMainPy, 'CHANGELOG.md': changelog }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: manifest.id, version: '1.0.0', warnings });
  });

  test('no changelog at all is no warning', async () => {
    const manifest = testManifest();
    const answer = await publish(manifest.id, await testPackage(manifest));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ warnings: [] });
  });
});

describe('a wrong API token', () => {
  const sessionExpired = 'Your session has expired or has ended. Please log in again.';

  test('one the site never made is reported as not known, not as an expired session', async () => {
    const manifest = testManifest();
    const bytes = await testPackage(manifest);
    for (const token of ['A'.repeat(43), `${publisher.apiToken.slice(0, -1)}x`, 'mistyped']) {
      const answer = await publish(manifest.id, bytes, token);
      expectProblem(answer, 401, 'unknown_token');
      expect(answer.body).toEqual({
        code: 'unknown_token',
        detail: 'This token is not known: check the API token you sent, or log in again.',
      });
    }
  });

  test('a revoked API token is reported as revoked, not as an expired session', async () => {
    const other = await premiumPublisher(t);
    const revoked = await t.request({
      method: 'DELETE',
      url: '/api/tokens/current',
      headers: { authorization: `Bearer ${other.apiToken}` },
    });
    expect(revoked.status).toBe(200);
    const manifest = testManifest();
    const answer = await publish(manifest.id, await testPackage(manifest), other.apiToken);
    expectProblem(answer, 401, 'invalid_api_token');
    expect(answer.body.detail).toBe(
      'This API token was revoked or has expired: make a new one in the dashboard (API Access) or with `sinyal-ext login`.',
    );
    expect(answer.body.detail).not.toBe(sessionExpired);
  });

  test('an ended session stays an ended session, and session-only routes say so for any token', async () => {
    const user = await t.signedIn();
    await t.post('/api/logout', undefined, user.token);
    const manifest = testManifest();
    const ended = await publish(manifest.id, await testPackage(manifest), user.token);
    expect(ended.body).toEqual({ code: 'invalid_token', detail: sessionExpired });
    expect(ended.status).toBe(401);
    // Only a login opens these: a token the site does not know is a session that is gone.
    const tokens = await t.get('/api/tokens', 'A'.repeat(43));
    expect(tokens.body).toEqual({ code: 'invalid_token', detail: sessionExpired });
  });
});
