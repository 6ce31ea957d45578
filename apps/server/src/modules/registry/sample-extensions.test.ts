import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { packFolder } from '@sinyal/ext/package/pack-folder';
import { sampleFolders } from './seed-samples';

const python = spawnSync('python3', ['--version']).status === 0;
const folders = await sampleFolders(loadConfig({ NODE_ENV: 'test' }).sampleExtensionsDir);

describe.each(folders)('the sample in %s', (folder) => {
  test('packs into a package the registry accepts, the same bytes every time', async () => {
    const first = await packFolder(folder);
    const second = await packFolder(folder);
    expect(first.bytes.equals(second.bytes)).toBe(true);
    expect(first.files).not.toContain(expect.stringContaining('__pycache__'));
  });

  // The extension's own tests, in the language it is written in (skipped where Python is missing).
  test.skipIf(!python)('passes its Python tests', () => {
    const result = spawnSync(
      'python3',
      ['-B', '-m', 'unittest', 'discover', '-s', 'tests', '-t', '.'],
      {
        cwd: folder,
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toMatch(/\nOK\s*$/);
    expect(result.status).toBe(0);
  });
});
