import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { packageLimits } from '@sinyal/contracts/extension-package';
import { testMainPy, testManifest, testPackage } from '../../test/extension-fixtures';
import { buildZip, type RawEntry } from '../../test/zip-builder';
import { PackageProblem } from '@sinyal/ext/package/package-problem';
import { readPackage } from '@sinyal/ext/package/read-package';

const mb = 1024 * 1024;
const manifest = testManifest({ id: 'serial-monitor', entry_point: 'serial_monitor.main:app' });
const base: RawEntry[] = [
  { name: 'manifest.json', data: JSON.stringify(manifest) },
  { name: 'serial_monitor/__init__.py', data: '' },
  { name: 'serial_monitor/main.py', data: testMainPy },
];

async function problemOf(bytes: Buffer): Promise<PackageProblem> {
  try {
    await readPackage(bytes);
  } catch (error) {
    if (error instanceof PackageProblem) return error;
    throw error;
  }
  throw new Error('the package was accepted');
}

describe('a valid package', () => {
  test('gives its manifest, readme, changelog and files without unpacking anything', async () => {
    const contents = await readPackage(
      buildZip([
        ...base,
        { name: 'README.md', data: '# Serial Monitor\n' },
        { name: 'CHANGELOG.md', data: '## 1.0.0\n' },
        { name: 'docs/', data: '' },
      ]),
    );
    expect(contents).toMatchObject({
      manifest,
      readme: '# Serial Monitor\n',
      changelog: '## 1.0.0\n',
      hasIcon: false,
      files: [
        'manifest.json',
        'serial_monitor/__init__.py',
        'serial_monitor/main.py',
        'README.md',
        'CHANGELOG.md',
      ],
    });
  });

  test('counts the real size of every file, an incompressible one over 1 MB included', async () => {
    const data = randomBytes(2 * mb);
    const contents = await readPackage(buildZip([...base, { name: 'data/table.bin', data }]));
    expect(contents.files).toContain('data/table.bin');
    expect(contents.unpackedBytes).toBe(
      2 * mb + base.reduce((sum, entry) => sum + Buffer.byteLength(entry.data ?? ''), 0),
    );
  });

  test('an entry point may be a package folder (module/__init__.py)', async () => {
    const folder = testManifest({ entry_point: 'scope:app' });
    const bytes = await testPackage(folder, { 'scope/__init__.py': testMainPy });
    expect((await readPackage(bytes)).manifest.entry_point).toBe('scope:app');
  });
});

describe('every refusal names its problem', () => {
  test.each<[string, RawEntry[], string, Record<string, unknown>?]>([
    [
      'an absolute path',
      [...base, { name: '/etc/cron.d/x', data: 'x' }],
      'package_path_absolute',
      { entry: '/etc/cron.d/x' },
    ],
    ['a drive letter', [...base, { name: 'C:/x.dll', data: 'x' }], 'package_path_absolute'],
    [
      '".." in a path',
      [...base, { name: 'lib/../../x.py', data: 'x' }],
      'package_path_parent',
      { entry: 'lib/../../x.py' },
    ],
    ['a backslash', [...base, { name: 'lib\\x.py', data: 'x' }], 'package_path_invalid'],
    ['an empty path part', [...base, { name: 'lib//x.py', data: 'x' }], 'package_path_invalid'],
    [
      'a name that is not UTF-8 without the UTF-8 flag',
      [...base, { name: 'é.py', data: 'x', noUtf8Flag: true }],
      'package_path_invalid',
    ],
    [
      'a symbolic link',
      [...base, { name: 'link', data: '/etc/passwd', unixMode: 0o120777 }],
      'package_link',
      { entry: 'link' },
    ],
    [
      'two names equal but for case',
      [...base, { name: 'Serial_Monitor/Main.py', data: 'x' }],
      'package_duplicate',
      { entry: 'Serial_Monitor/Main.py', other: 'serial_monitor/main.py' },
    ],
    [
      'an encrypted entry',
      [...base, { name: 'secret.py', data: 'x', deflate: true, encrypted: true }],
      'package_encrypted',
    ],
    [
      'a zip-bomb ratio',
      [...base, { name: 'bomb.bin', data: Buffer.alloc(4 * 1024 * 1024) }],
      'package_zip_bomb',
      { entry: 'bomb.bin' },
    ],
    [
      'no manifest.json at the root',
      [{ name: 'pkg/manifest.json', data: JSON.stringify(manifest) }, base[2]!],
      'package_manifest_missing',
    ],
    [
      'a manifest that is not JSON',
      [{ name: 'manifest.json', data: '{"name": ' }, base[2]!],
      'package_manifest_json',
    ],
    [
      'a manifest over 64 KB',
      [{ name: 'manifest.json', data: ' '.repeat(65 * 1024), deflate: false }, base[2]!],
      'package_manifest_too_large',
    ],
    [
      'an entry point whose module is missing',
      [base[0]!, { name: 'other.py', data: 'x' }],
      'package_entry_point_missing',
      { module_file: 'serial_monitor/main.py', package_file: 'serial_monitor/main/__init__.py' },
    ],
    [
      'a README over 256 KB',
      [...base, { name: 'README.md', data: 'x'.repeat(257 * 1024), deflate: false }],
      'package_text_too_large',
      { entry: 'README.md' },
    ],
    [
      'a CHANGELOG that is not UTF-8',
      [...base, { name: 'CHANGELOG.md', data: Buffer.from([0xff, 0xfe, 0x00]) }],
      'package_text_not_unicode',
    ],
    [
      'an icon that is not a PNG',
      [...base, { name: 'icon.png', data: 'GIF89a' }],
      'package_icon_invalid',
    ],
    [
      'a manifest whose size lies',
      [
        { name: 'manifest.json', data: JSON.stringify(manifest), declaredSize: 10 },
        ...base.slice(1),
      ],
      'package_size_mismatch',
      { entry: 'manifest.json', declared: 10 },
    ],
    [
      'an entry that declares 1,000 bytes and inflates to 300 MB',
      [...base, { name: 'data/small.bin', zeros: 300 * mb, declaredSize: 1000 }],
      'package_size_mismatch',
      { entry: 'data/small.bin', declared: 1000 },
    ],
    [
      'an entry that declares more than it holds',
      [...base, { name: 'data/x.bin', data: 'x'.repeat(100), declaredSize: 5000 }],
      'package_size_mismatch',
      { entry: 'data/x.bin', declared: 5000 },
    ],
    [
      '190 entries of 1 MB of zeros (each too small to look like a bomb)',
      [
        ...base,
        ...Array.from({ length: 190 }, (_, index) => ({ name: `data/${index}.bin`, zeros: mb })),
      ],
      'package_zip_bomb_total',
    ],
    [
      'a name with a colon (an NTFS stream)',
      [...base, { name: 'x.py:evil', data: 'x' }],
      'package_path_windows_character',
      { entry: 'x.py:evil' },
    ],
    ...['a<b.py', 'a>b.py', 'a"b.py', 'a|b.py', 'a?.py', 'lib/*.py'].map(
      (name): [string, RawEntry[], string] => [
        `the Windows-forbidden name ${name}`,
        [...base, { name, data: 'x' }],
        'package_path_windows_character',
      ],
    ),
    ...[
      'CON',
      'aux.txt',
      'lib/Nul.tar.gz',
      'com1.py',
      'LPT9',
      'conin$',
      'CONOUT$.log',
      'con .py',
    ].map((name): [string, RawEntry[], string] => [
      `the Windows device name ${name}`,
      [...base, { name, data: 'x' }],
      'package_path_reserved_name',
    ]),
    [
      'a name that ends in a dot, beside the same name without it',
      [...base, { name: 'serial_monitor/main.py.', data: 'x' }],
      'package_path_trailing_dot',
      { entry: 'serial_monitor/main.py.' },
    ],
    [
      'a folder name that ends in a space',
      [...base, { name: 'lib /x.py', data: 'x' }],
      'package_path_trailing_dot',
    ],
    [
      'the same accented name in NFC and NFD',
      [...base, { name: 'caf\u00e9.py', data: 'x' }, { name: 'cafe\u0301.py', data: 'y' }],
      'package_duplicate',
    ],
    [
      'a file and a folder of the same name ignoring case',
      [...base, { name: 'lib', data: 'x' }, { name: 'LIB/x.py', data: 'y' }],
      'package_file_folder',
      { entry: 'LIB/x.py', other: 'lib' },
    ],
  ])('%s', async (_name, entries, code, params) => {
    const problem = await problemOf(buildZip(entries));
    expect(problem.code).toBe(code);
    if (params) expect(problem.params).toMatchObject(params);
    expect(problem.message.length).toBeGreaterThan(10);
  });

  test('more than 5,000 entries', async () => {
    const many = Array.from({ length: packageLimits.entries + 1 - base.length }, (_, index) => ({
      name: `data/${index}.txt`,
      data: '',
    }));
    expect((await problemOf(buildZip([...base, ...many]))).code).toBe('package_too_many_entries');
  });

  test('more than 200 MB unpacked', async () => {
    const big = { name: 'data/big.bin', zeros: packageLimits.unpackedBytes + 1 };
    expect((await problemOf(buildZip([...base, big]))).code).toBe('package_unpacked_too_large');
  });

  test('more than 50 MB packed, and bytes that are not a zip', async () => {
    expect((await problemOf(Buffer.alloc(packageLimits.packedBytes + 1))).code).toBe(
      'package_too_large',
    );
    expect((await problemOf(Buffer.from('not a zip at all'))).code).toBe('package_not_zip');
  });

  test('a manifest that breaks rules names each field', async () => {
    const broken = { ...manifest, version: 'v1', engines: { sinyal: 'soon' } };
    const problem = await problemOf(
      buildZip([{ name: 'manifest.json', data: JSON.stringify(broken) }, base[2]!]),
    );
    expect(problem.code).toBe('package_manifest_invalid');
    expect(problem.fieldCodes).toEqual({
      'manifest.version': 'manifest_version_format',
      'manifest.engines.sinyal': 'manifest_engines_range',
    });
  });
});
