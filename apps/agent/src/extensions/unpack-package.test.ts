import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildZip } from '../../../server/src/test/zip-builder';
import { makeDataDir, removeDataDir } from '../test-support';
import { InstallFailure } from './install-failure';
import { unpackToStaging } from './unpack-package';

const mb = 1024 * 1024;
let dir: string;
beforeEach(async () => {
  dir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dir);
});

test('unpacks files and folders into a new staging folder', async () => {
  const staging = await unpackToStaging(
    buildZip([
      { name: 'a/b.py', data: 'x = 1' },
      { name: 'docs/', data: '' },
    ]),
    path.join(dir, 'staging'),
  );
  expect(await fs.readFile(path.join(staging, 'a/b.py'), 'utf8')).toBe('x = 1');
});

test.each([
  ['a path that leaves the folder', [{ name: '../../evil.py', data: 'x' }]],
  ['an absolute path', [{ name: '/tmp/evil.py', data: 'x' }]],
  ['a link', [{ name: 'link', data: '/etc/passwd', unixMode: 0o120777 }]],
  [
    'a duplicate name',
    [
      { name: 'a.py', data: 'x' },
      { name: 'A.py', data: 'y' },
    ],
  ],
  ['a size that lies', [{ name: 'a.py', data: 'x'.repeat(100), declaredSize: 5 }]],
  [
    'an entry that declares 1,000 bytes and inflates to 300 MB',
    [{ name: 'data/small.bin', zeros: 300 * mb, declaredSize: 1000 }],
    'does not unpack to the 1000 bytes',
  ],
  [
    'an entry that declares more than it holds',
    [{ name: 'data/x.bin', data: 'x'.repeat(100), declaredSize: 5000 }],
    'does not unpack to the 5000 bytes',
  ],
  [
    '190 entries of 1 MB of zeros',
    Array.from({ length: 190 }, (_, index) => ({ name: `data/${index}.bin`, zeros: mb })),
    'The package unpacks to over',
  ],
  ['an entry over 200 MB', [{ name: 'big.bin', zeros: 201 * mb }], 'more than 200 MB'],
  ['a zip-bomb entry', [{ name: 'bomb.bin', zeros: 4 * mb }], 'which only a zip bomb does'],
  ['an NTFS stream', [{ name: 'x.py:evil', data: 'x' }], 'Windows does not allow'],
  ['a Windows device name', [{ name: 'lib/aux.txt', data: 'x' }], 'a device name on Windows'],
  ['a com port', [{ name: 'COM1.py', data: 'x' }], 'a device name on Windows'],
  [
    'a name that ends in a dot beside the same name without it',
    [
      { name: 'x.py', data: 'x' },
      { name: 'x.py.', data: 'y' },
    ],
    'ends in a dot or a space',
  ],
  [
    'a file where a folder must be',
    [
      { name: 'lib', data: 'x' },
      { name: 'LIB/x.py', data: 'y' },
    ],
    'both a file and a folder',
  ],
  [
    'the same name in NFC and NFD',
    [
      { name: 'caf\u00e9.py', data: 'x' },
      { name: 'cafe\u0301.py', data: 'y' },
    ],
    'the same name as',
  ],
  [
    'a name that is not UTF-8 without the UTF-8 flag',
    [{ name: 'é.py', data: 'x', noUtf8Flag: true }],
    'not a plain relative path',
  ],
])(
  'refuses %s with bad_package and leaves nothing behind',
  async (_name, entries, detail?: string) => {
    const root = path.join(dir, 'staging');
    const error = await unpackToStaging(buildZip(entries), root).catch(
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(InstallFailure);
    expect((error as InstallFailure).code).toBe('bad_package');
    if (detail) expect((error as InstallFailure).detail).toContain(detail);
    expect(await fs.readdir(root)).toEqual([]);
    expect(await fs.readdir(dir)).toEqual(['staging']);
  },
);

test('writes a file of zeros that stays within the limits, counting its real size', async () => {
  const staging = await unpackToStaging(
    buildZip([
      { name: 'data/zeros.bin', zeros: mb },
      { name: 'data/table.bin', data: randomBytes(2 * mb) },
    ]),
    path.join(dir, 'staging'),
  );
  expect((await fs.stat(path.join(staging, 'data/zeros.bin'))).size).toBe(mb);
  expect((await fs.stat(path.join(staging, 'data/table.bin'))).size).toBe(2 * mb);
});
