import { describe, expect, test } from 'vitest';
import {
  checkEntryName,
  entryCaseKey,
  entryPointFiles,
  packageFileName,
  packageMessagesByCode,
} from './extension-package';
import { formatMessage } from './messages';

describe('entry names', () => {
  test.each(['manifest.json', 'csv_recorder/main.py', 'docs/', 'a/b/c.txt', 'İşlem/ölçüm.py'])(
    '%j is a plain relative path',
    (name) => {
      expect(checkEntryName(name)).toBeNull();
    },
  );

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
  ])('%j is refused as %s', (name, code) => {
    expect(checkEntryName(name)).toBe(code);
  });

  test('two names that differ only in case collide', () => {
    expect(entryCaseKey('Main.py')).toBe(entryCaseKey('main.py'));
    expect(entryCaseKey('docs/')).toBe(entryCaseKey('DOCS'));
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
  for (const code of ['package_path_parent', 'package_link', 'package_zip_bomb'] as const) {
    const text = formatMessage(packageMessagesByCode[code], { entry: 'lib/x.py', ratio: 500 });
    expect(text.startsWith('lib/x.py:')).toBe(true);
  }
});
