import { describe, expect, test } from 'vitest';
import {
  checkEntryName,
  createEntryNames,
  createUnpackMeter,
  entryCaseKey,
  entryPointFiles,
  packageFileName,
  packageLimits,
  packageMessagesByCode,
} from './extension-package';
import { formatMessage } from './messages';

describe('entry names', () => {
  test.each([
    'manifest.json',
    'csv_recorder/main.py',
    'docs/',
    'a/b/c.txt',
    'İşlem/ölçüm.py',
    '.hidden/x.py',
    'console.py',
    'com10.py',
    'auxiliary/nul_test.py',
    'lpt.txt',
  ])('%j is a plain relative path', (name) => {
    expect(checkEntryName(name)).toBeNull();
  });

  test.each([
    ['/etc/passwd', 'package_path_absolute'],
    ['C:/Windows/x.dll', 'package_path_absolute'],
    ['../outside.py', 'package_path_parent'],
    ['a/../../b', 'package_path_parent'],
    ['a//b', 'package_path_invalid'],
    ['./a', 'package_path_invalid'],
    ['a\\\\b.py', 'package_path_invalid'],
    ['a\u0000b', 'package_path_invalid'],
    ['', 'package_path_invalid'],
    [`${'é'.repeat(128)}`, 'package_path_invalid'],
    ['x.py:evil', 'package_path_windows_character'],
    ['a<b', 'package_path_windows_character'],
    ['a>b', 'package_path_windows_character'],
    ['say"hi".txt', 'package_path_windows_character'],
    ['a|b', 'package_path_windows_character'],
    ['why?.md', 'package_path_windows_character'],
    ['lib/*.py', 'package_path_windows_character'],
    ['CON', 'package_path_reserved_name'],
    ['con', 'package_path_reserved_name'],
    ['aux.txt', 'package_path_reserved_name'],
    ['lib/Prn.tar.gz', 'package_path_reserved_name'],
    ['nul/', 'package_path_reserved_name'],
    ['COM1', 'package_path_reserved_name'],
    ['com9.py', 'package_path_reserved_name'],
    ['LPT1.log', 'package_path_reserved_name'],
    ['lpt¹', 'package_path_reserved_name'],
    ['CONIN$', 'package_path_reserved_name'],
    ['conout$.txt', 'package_path_reserved_name'],
    ['con .py', 'package_path_reserved_name'],
    ['x.py.', 'package_path_trailing_dot'],
    ['x.py ', 'package_path_trailing_dot'],
    ['lib./x.py', 'package_path_trailing_dot'],
    ['lib /x.py', 'package_path_trailing_dot'],
    ['...', 'package_path_trailing_dot'],
    ['a\u0001b', 'package_path_invalid'],
  ])('%j is refused as %s', (name, code) => {
    expect(checkEntryName(name)).toBe(code);
  });

  test('two names collide as Windows and macOS compare them', () => {
    expect(entryCaseKey('Main.py')).toBe(entryCaseKey('main.py'));
    expect(entryCaseKey('docs/')).toBe(entryCaseKey('DOCS'));
    expect(entryCaseKey('x.py.')).toBe(entryCaseKey('x.py'));
    expect(entryCaseKey('lib /x.py')).toBe(entryCaseKey('LIB/X.PY'));
    expect(entryCaseKey('caf\u00e9.py')).toBe(entryCaseKey('cafe\u0301.py'));
    expect(entryCaseKey('ı.py')).toBe(entryCaseKey('I.py'));
    expect(entryCaseKey('a.py')).not.toBe(entryCaseKey('b.py'));
  });

  test('a package may not hold two names with one key, nor a file where a folder must be', () => {
    const names = createEntryNames();
    expect(names.add('lib/')).toBeNull();
    expect(names.add('lib/a.py')).toBeNull();
    expect(names.add('Lib/b.py')).toBeNull();
    expect(names.add('LIB/A.py')).toEqual({ code: 'package_duplicate', other: 'lib/a.py' });
    expect(names.add('LIB/')).toEqual({ code: 'package_duplicate', other: 'lib/' });
    expect(names.add('lib/a.py/c.py')).toEqual({ code: 'package_file_folder', other: 'lib/a.py' });
    expect(names.add('docs/x/y.md')).toBeNull();
    expect(names.add('Docs/X')).toEqual({ code: 'package_file_folder', other: 'docs/x/y.md' });
  });
});

describe('what a package really unpacks to', () => {
  const mb = 1024 * 1024;
  const entry = (declaredSize: number, compressedSize = declaredSize) => ({
    name: 'data/x.bin',
    compressedSize,
    declaredSize,
  });

  test('an entry that gives more than it declares is stopped at the first byte past it', () => {
    const counter = createUnpackMeter(10 * mb).entry(entry(1000, 10));
    expect(counter.add(1000)).toBeNull();
    expect(counter.add(1)).toEqual({
      code: 'package_size_mismatch',
      params: { entry: 'data/x.bin', declared: 1000 },
    });
  });

  test('an entry that gives less than it declares is refused at its end', () => {
    const counter = createUnpackMeter(10 * mb).entry(entry(1000, 10));
    expect(counter.add(999)).toBeNull();
    expect(counter.end()?.code).toBe('package_size_mismatch');
  });

  test('an entry over 1 MB may unpack to at most 100 times its packed size', () => {
    const counter = createUnpackMeter(50 * mb).entry(entry(100 * mb, 20_000));
    expect(counter.add(2_000_000)).toBeNull();
    expect(counter.add(1)).toEqual({
      code: 'package_zip_bomb',
      params: { entry: 'data/x.bin', ratio: 100 },
    });
  });

  test('the package may unpack to at most 100 times its size in all, and 200 MB', () => {
    const meter = createUnpackMeter(100_000);
    for (let index = 0; index < 9; index++) {
      expect(meter.entry(entry(mb, 1000)).add(mb)).toBeNull();
    }
    expect(meter.entry(entry(2 * mb, 100_000)).add(2 * mb)?.code).toBe('package_zip_bomb_total');

    const big = createUnpackMeter(packageLimits.packedBytes);
    const counter = big.entry(entry(300 * mb, 40 * mb));
    expect(counter.add(packageLimits.unpackedBytes)).toBeNull();
    expect(counter.add(1)?.code).toBe('package_unpacked_too_large');
  });

  test('declared sizes refuse a package early, before anything is inflated', () => {
    const meter = createUnpackMeter(300_000);
    expect(meter.declared(entry(mb, 1000))).toBeNull();
    expect(meter.declared(entry(4 * mb, 1000))?.code).toBe('package_zip_bomb');
    expect(meter.declared(entry(50 * mb, 10 * mb))?.code).toBe('package_zip_bomb_total');
    expect(meter.total).toBe(0);
  });
});

test('an entry point names a module file or a package folder', () => {
  expect(entryPointFiles('main:app')).toEqual(['main.py', 'main/__init__.py']);
  expect(entryPointFiles('csv_recorder.main:app')).toEqual([
    'csv_recorder/main.py',
    'csv_recorder/main/__init__.py',
  ]);
});

test('a package is named <id>-<version>.sxp', () => {
  expect(packageFileName('csv-recorder', '1.4.2')).toBe('csv-recorder-1.4.2.sxp');
});

test('every problem names the entry it is about', () => {
  for (const code of [
    'package_path_parent',
    'package_link',
    'package_zip_bomb',
    'package_path_windows_character',
    'package_path_reserved_name',
    'package_path_trailing_dot',
    'package_file_folder',
    'package_size_mismatch',
  ] as const) {
    const text = formatMessage(packageMessagesByCode[code], { entry: 'lib/x.py', ratio: 500 });
    expect(text.startsWith('lib/x.py:')).toBe(true);
  }
});
