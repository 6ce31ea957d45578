import { describe, expect, test } from 'vitest';
import {
  catalogCategoryOf,
  checkManifest,
  extensionManifestSchema,
  isPremiumMode,
  manifestMessages as m,
  manifestCodes,
  publishedManifestSchema,
} from './extension-manifest';
import { isAgentExtensionId } from './agent';

const valid = {
  name: 'Serial Monitor',
  id: 'serial-monitor',
  version: '1.2.0',
  description: 'Streams numbers from a serial port into a live chart.',
  mode: 'pro',
  author: 'Ada Yilmaz',
  os: ['Windows', 'Linux', 'macOS'],
  category: 'DataSource',
  entry_point: 'main:app',
  engines: { sinyal: '>=1.0.0 <2.0.0' },
};

const problemsOf = (input: unknown) => {
  const result = checkManifest(input);
  return result.ok ? [] : result.problems;
};
const messageFor = (field: string, value: unknown) =>
  problemsOf({ ...valid, [field]: value }).map((problem) => `${problem.field}: ${problem.message}`);

describe('extensionManifestSchema', () => {
  test('accepts the manifest of the docs, trimming text and dropping unknown keys', () => {
    const result = checkManifest({ ...valid, name: '  Serial Monitor ', homepage: 'x' });
    expect(result).toEqual({ ok: true, manifest: valid });
  });

  test.each(['serial-monitor', 'csv_recorder', 'org.sinyal.scope', 'abc', 'a1b2', 'x'.repeat(64)])(
    'id %s is valid and also a valid local backend id',
    (id) => {
      expect(problemsOf({ ...valid, id })).toEqual([]);
      expect(isAgentExtensionId(id)).toBe(true);
    },
  );

  test.each([
    'Serial-Monitor',
    'serial monitor',
    '-serial',
    'serial-',
    'a--b',
    'ab',
    'x'.repeat(65),
    '../etc',
    'é-x',
  ])('id %j is refused with the id message', (id) => {
    expect(messageFor('id', id)).toEqual([`id: ${m.idFormat}`]);
  });

  test.each(['1.0.0', '0.0.1', '10.20.30', '1.0.0-alpha.1', '1.0.0+build.5', '2.0.0-rc.1+sha.abc'])(
    'version %s is semantic',
    (version) => {
      expect(problemsOf({ ...valid, version })).toEqual([]);
    },
  );

  test.each(['1.0', 'v1.0.0', '1.0.0.0', '01.0.0', '1.0.0-', '1', 'latest', ' 1.0.0'])(
    'version %j is refused',
    (version) => {
      expect(messageFor('version', version)).toEqual([`version: ${m.versionFormat}`]);
    },
  );

  test.each(['main:app', 'serial_monitor.plugin:create_app', '_m:_a'])(
    'entry_point %s is module:app',
    (entry) => {
      expect(problemsOf({ ...valid, entry_point: entry })).toEqual([]);
    },
  );

  test.each([
    'main',
    'main.py',
    'main:',
    ':app',
    'main:app:x',
    'my-module:app',
    '1main:app',
    'a..b:app',
  ])('entry_point %j is refused', (entry) => {
    expect(messageFor('entry_point', entry)).toEqual([`entry_point: ${m.entryPoint}`]);
  });

  test('mode, category and os take the listed values only, exactly so written', () => {
    expect(messageFor('mode', 'Pro')).toEqual([`mode: ${m.mode}`]);
    expect(messageFor('category', 'Recorder')).toEqual([`category: ${m.category}`]);
    expect(messageFor('os', ['windows'])).toEqual([`os.0: ${m.osValue}`]);
    expect(messageFor('os', [])).toEqual([`os: ${m.osEmpty}`]);
    expect(messageFor('os', 'Windows')).toEqual([`os: ${m.osList}`]);
    expect(messageFor('os', ['Linux', 'Linux'])).toEqual([`os: ${m.osDuplicate}`]);
  });

  test('text fields must be text, not empty and not too long', () => {
    expect(messageFor('name', '   ')).toEqual([`name: ${m.nameEmpty}`]);
    expect(messageFor('name', 42)).toEqual([`name: ${m.text}`]);
    expect(messageFor('name', 'n'.repeat(81))).toEqual([`name: ${m.nameTooLong}`]);
    expect(messageFor('description', '')).toEqual([`description: ${m.descriptionEmpty}`]);
    expect(messageFor('description', 'd'.repeat(1001))).toEqual([
      `description: ${m.descriptionTooLong}`,
    ]);
    expect(messageFor('author', '')).toEqual([`author: ${m.authorEmpty}`]);
  });

  test('every missing field is reported, in the order the docs list them', () => {
    expect(problemsOf({})).toEqual(
      [
        'name',
        'id',
        'version',
        'description',
        'mode',
        'author',
        'os',
        'category',
        'entry_point',
        'engines',
      ].map((field) => ({ field, code: manifestCodes.required, message: m.required })),
    );
  });

  test('a document that is not an object is one problem about the manifest', () => {
    for (const input of [null, [], 'manifest', 3]) {
      expect(problemsOf(input)).toEqual([
        { field: 'manifest', code: manifestCodes.notAnObject, message: m.notAnObject },
      ]);
    }
  });

  test('problems come sorted by field, one line per field and message', () => {
    const problems = problemsOf({ ...valid, entry_point: 'x', id: 'A', version: '1' });
    expect(problems.map((problem) => problem.field)).toEqual(['id', 'version', 'entry_point']);
  });

  test.each([
    '>=1.0.0',
    '^1.2.0',
    '~1.4',
    '1.x',
    '*',
    '>=1.0.0 <2.0.0',
    '1.0.0 - 1.9.9',
    '^1.0.0 || ^2.0.0',
    '>=1.0.0-alpha.1',
  ])('engines.sinyal %j is a range of app versions', (range) => {
    expect(problemsOf({ ...valid, engines: { sinyal: range } })).toEqual([]);
  });

  test.each(['', 'latest', '>=one', '1.0.0.0', '>= 1.0.0 <', '||', 'v', '1.0.0 - '])(
    'engines.sinyal %j is refused with the range message',
    (range) => {
      expect(messageFor('engines', { sinyal: range })).toEqual([
        `engines.sinyal: ${m.enginesRange}`,
      ]);
    },
  );

  test('engines must be an object; formats, repository and license are checked when given', () => {
    expect(messageFor('engines', '>=1.0.0')).toEqual([`engines: ${m.engines}`]);
    expect(messageFor('engines', {})).toEqual([`engines.sinyal: ${m.required}`]);
    expect(
      problemsOf({
        ...valid,
        file_formats: ['csv', 'h5'],
        repository: 'https://github.com/ada/x',
        license: 'MIT',
      }),
    ).toEqual([]);
    expect(messageFor('file_formats', ['.CSV'])).toEqual([`file_formats.0: ${m.fileFormat}`]);
    expect(messageFor('file_formats', 'csv')).toEqual([`file_formats: ${m.fileFormatsList}`]);
    expect(
      messageFor(
        'file_formats',
        Array.from({ length: 21 }, (_, index) => `f${index}`),
      ),
    ).toEqual([`file_formats: ${m.fileFormatsList}`]);
    for (const repository of ['ftp://x.org/a', 'javascript:alert(1)', 'github.com/ada', '']) {
      expect(messageFor('repository', repository)).toEqual([`repository: ${m.repository}`]);
    }
    expect(messageFor('license', 'M\nIT')).toEqual([`license: ${m.license}`]);
  });

  test('a manifest published before packages (no engines) is still a published manifest', () => {
    const { engines: _engines, ...legacy } = valid;
    expect(publishedManifestSchema.parse(legacy)).toEqual(legacy);
    expect(extensionManifestSchema.safeParse(legacy).success).toBe(false);
  });

  test('the schema itself parses a valid manifest', () => {
    expect(extensionManifestSchema.parse(valid)).toEqual(valid);
  });
});

describe('catalogue mapping', () => {
  test('DataSource and Processing are listed as Recorder, Visualization as Visualization', () => {
    expect(catalogCategoryOf).toEqual({
      DataSource: 'Recorder',
      Processing: 'Recorder',
      Visualization: 'Visualization',
    });
  });

  test('pro and enterprise extensions are premium, lite ones free', () => {
    expect(isPremiumMode('lite')).toBe(false);
    expect(isPremiumMode('pro')).toBe(true);
    expect(isPremiumMode('enterprise')).toBe(true);
  });
});

describe('invisible characters in names, authors and ids', () => {
  test.each([
    ['name', 'CSV Recorder\u200b', 'U+200B'],
    ['name', 'CSV Rec\u00adorder', 'U+00AD'],
    ['author', 'Sinyal Labs\u2060', 'U+2060'],
    ['author', 'Sinyal\u3164Labs', 'U+3164'],
    ['name', 'Plot\ufe0f', 'U+FE0F'],
    ['id', 'csv-recorder\u200b', 'U+200B'],
  ])('%s %j is refused once, naming %s', (field, value, codePoint) => {
    const problems = problemsOf({ ...valid, [field]: value });
    expect(problems).toEqual([
      {
        field,
        code: manifestCodes.invisible,
        message: `Contains ${codePoint}, a character that cannot be seen (a zero-width space or joiner, soft hyphen, filler, variation selector or direction mark), which makes it look the same as text without it: remove it`,
        params: { code_point: codePoint },
      },
    ]);
  });

  test('a manifest stored before the rule is still read back as it was', () => {
    const stored = { ...valid, name: 'CSV Recorder\u200b' };
    expect(extensionManifestSchema.safeParse(stored).success).toBe(false);
    expect(publishedManifestSchema.parse(stored).name).toBe('CSV Recorder\u200b');
  });
});
