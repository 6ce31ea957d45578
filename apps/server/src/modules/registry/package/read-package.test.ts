import { describe, expect, test } from 'vitest';
import { packageLimits } from '@sinyal/contracts/extension-package';
import { testMainPy, testManifest, testPackage } from '../../../test/extension-fixtures';
import { buildZip, type RawEntry } from '../../../test/zip-builder';
import { PackageProblem } from './package-problem';
import { readPackage } from './read-package';

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
      'a size that lies',
      [
        { name: 'manifest.json', data: JSON.stringify(manifest), declaredSize: 10 },
        ...base.slice(1),
      ],
      'package_damaged',
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

  test('more than 200 MB unpacked, even in entries too small to look like bombs', async () => {
    const big = Array.from({ length: 201 }, (_, index) => ({
      name: `data/${index}.bin`,
      data: 'x',
      deflate: true,
      declaredSize: packageLimits.ratioFloorBytes,
    }));
    expect((await problemOf(buildZip([...base, ...big]))).code).toBe('package_unpacked_too_large');
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
