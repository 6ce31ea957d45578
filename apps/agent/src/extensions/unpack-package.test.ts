import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { buildZip } from '../../../server/src/test/zip-builder';
import { makeDataDir, removeDataDir } from '../test-support';
import { InstallFailure } from './install-failure';
import { unpackToStaging } from './unpack-package';

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
])('refuses %s with bad_package and leaves nothing behind', async (_name, entries) => {
  const root = path.join(dir, 'staging');
  const error = await unpackToStaging(buildZip(entries), root).catch((failure: unknown) => failure);
  expect(error).toBeInstanceOf(InstallFailure);
  expect((error as InstallFailure).code).toBe('bad_package');
  expect(await fs.readdir(root)).toEqual([]);
  expect(await fs.readdir(dir)).toEqual(['staging']);
});
