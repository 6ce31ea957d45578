import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testManifest } from '../../test/extension-fixtures';
import { runManifestCommand } from './manifest-command';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

// The test manifest, with the values the printed summary names fixed.
const good = testManifest({
  name: 'Serial Monitor',
  id: 'serial-monitor',
  version: '1.2.0',
  author: 'Ada Yilmaz',
  os: ['Windows', 'Linux', 'macOS'],
});

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-manifest-'));
  await fs.writeFile(path.join(dir, 'manifest.json'), JSON.stringify(good, null, 2));
  await fs.writeFile(
    path.join(dir, 'bad.json'),
    JSON.stringify({ ...good, version: '1.2', os: ['Windows', 'Amiga'], entry_point: undefined }),
  );
  await fs.writeFile(path.join(dir, 'broken.json'), '{\n  "name": "Serial Monitor",\n}\n');
  await fs.writeFile(path.join(dir, 'empty.json'), '  \n');
  await fs.mkdir(path.join(dir, 'folder'));
  await fs.writeFile(path.join(dir, 'folder', 'manifest.json'), `\uFEFF${JSON.stringify(good)}`);
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** `npm run manifest -- <args>`, the way npm runs it: from the root, with INIT_CWD. */
function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/scripts/manifest.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, INIT_CWD: dir }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run manifest -- validate (a real process)', () => {
  test('a good file prints "manifest.json is valid" and exits 0', async () => {
    const result = await runCli(['validate', 'manifest.json']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')).toEqual([
      'manifest.json is valid',
      '  serial-monitor 1.2.0: "Serial Monitor" by Ada Yilmaz',
      '  listed under Recorder (category DataSource), mode pro, for Windows, Linux, macOS',
      '',
    ]);
    expect(result.stderr).toBe('');
  });

  test('a bad file prints one line per problem with its field and exits 1', async () => {
    const result = await runCli(['validate', 'bad.json']);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')).toEqual([
      'bad.json has 3 problems:',
      '  version: Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")',
      '  os.1: Must be "Windows", "Linux" or "macOS" (exactly so written)',
      '  entry_point: This field is required',
      '',
    ]);
  });
});

describe('runManifestCommand', () => {
  test('a missing file says so', async () => {
    const result = await runManifestCommand(['validate', 'nope.json'], dir);
    expect(result).toEqual({
      exitCode: 1,
      output: `Cannot find nope.json (looked for ${path.join(dir, 'nope.json')})`,
    });
  });

  test('invalid JSON names the line and column', async () => {
    const result = await runManifestCommand(['validate', 'broken.json'], dir);
    expect(result.exitCode).toBe(1);
    expect(result.output).toBe(
      'broken.json is not valid JSON (line 3, column 1): fix the syntax first',
    );
  });

  test('an empty file says so', async () => {
    expect(await runManifestCommand(['validate', 'empty.json'], dir)).toEqual({
      exitCode: 1,
      output: 'empty.json is empty: it must hold a JSON object',
    });
  });

  test('a folder means its manifest.json; a byte order mark is fine', async () => {
    const result = await runManifestCommand(['validate', 'folder'], dir);
    expect(result.exitCode).toBe(0);
    expect(result.output.split('\n')[0]).toBe(`${path.join('folder', 'manifest.json')} is valid`);
  });

  test('JSON that is not an object is one problem', async () => {
    await fs.writeFile(path.join(dir, 'list.json'), '[1, 2]');
    expect(await runManifestCommand(['validate', 'list.json'], dir)).toEqual({
      exitCode: 1,
      output: 'list.json has 1 problem:\n  manifest: The manifest must be a JSON object ({ ... })',
    });
  });

  test('without a command, or with an unknown one, it prints the usage and exits 2', async () => {
    expect((await runManifestCommand([], dir)).exitCode).toBe(2);
    const unknown = await runManifestCommand(['publish', 'manifest.json'], dir);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.output).toContain('Unknown command "publish"');
    expect(unknown.output).toContain('Usage: npm run manifest -- validate <file>');
    expect((await runManifestCommand(['validate'], dir)).exitCode).toBe(2);
  });
});
