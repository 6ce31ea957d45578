import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { premiumPublisher } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { runExtCommand } from './ext-command';

let cwd: string;
let site: string;
const t = useTestApp();
beforeAll(async () => {
  cwd = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-ext-'));
  // A real registry on loopback: publish goes over HTTP, as it does from a developer's machine.
  site = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await fs.rm(cwd, { recursive: true, force: true });
});

const ext = (...args: string[]) => runExtCommand(args, { cwd });
const sha = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(path.join(cwd, file)))
    .digest('hex');

describe('npm run ext', () => {
  test('init writes a new extension that validates as it is', async () => {
    const made = await ext('init', 'serial-monitor');
    expect(made.exitCode).toBe(0);
    expect(made.output).toContain('serial_monitor/main.py');
    const manifest = JSON.parse(
      await fs.readFile(path.join(cwd, 'serial-monitor/manifest.json'), 'utf8'),
    );
    expect(manifest).toMatchObject({
      id: 'serial-monitor',
      entry_point: 'serial_monitor.main:app',
      engines: { sinyal: '>=1.0.0 <2.0.0' },
    });
    expect((await ext('validate', 'serial-monitor')).exitCode).toBe(0);
    const again = await ext('init', 'serial-monitor');
    expect(again).toEqual({
      exitCode: 1,
      output: expect.stringContaining('serial-monitor is not empty'),
    });
    expect((await ext('init', 'Not An Id')).output).toContain('is not one');
  });

  test('pack is deterministic: the same folder gives the same bytes, whatever the files’ times', async () => {
    const first = await ext('pack', 'serial-monitor', '--out', 'one.sxp');
    expect(first.exitCode).toBe(0);
    expect(first.output).toMatch(/^Packed one\.sxp \(\d+\.\d KB, sha256 [0-9a-f]{64}\)/);
    const later = new Date(Date.now() + 86_400_000);
    await fs.utimes(path.join(cwd, 'serial-monitor/README.md'), later, later);
    await fs.mkdir(path.join(cwd, 'serial-monitor/__pycache__'));
    await fs.writeFile(path.join(cwd, 'serial-monitor/__pycache__/main.cpython-311.pyc'), 'cache');
    await ext('pack', 'serial-monitor', '--out', 'two.sxp');
    expect(await sha('two.sxp')).toBe(await sha('one.sxp'));
    const named = await ext('pack', 'serial-monitor');
    expect(named.output).toContain('Packed serial-monitor-0.1.0.sxp');
  });

  test('validate names the file and each field at fault, and exits 1', async () => {
    await ext('init', 'broken-tool');
    const file = path.join(cwd, 'broken-tool/manifest.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(file, JSON.stringify({ ...manifest, version: 'v1', os: ['Amiga'] }));
    expect(await ext('validate', 'broken-tool')).toEqual({
      exitCode: 1,
      output: [
        'broken-tool: manifest.json has 2 problems:',
        '  version: Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")',
        '  os.0: Must be "Windows", "Linux" or "macOS" (exactly so written)',
      ].join('\n'),
    });
    await fs.writeFile(file, JSON.stringify(manifest));
    await fs.rm(path.join(cwd, 'broken-tool/broken_tool/main.py'));
    await fs.rm(path.join(cwd, 'broken-tool/broken_tool/__init__.py'));
    expect((await ext('validate', 'broken-tool')).output).toBe(
      'broken-tool: entry_point "broken_tool.main:app" names a module that is not in the package: add broken_tool/main.py (or broken_tool/main/__init__.py)',
    );
    await fs.writeFile(path.join(cwd, 'not-a-package.sxp'), 'hello');
    expect((await ext('validate', 'not-a-package.sxp')).output).toContain(
      'not-a-package.sxp: The body is not a zip archive',
    );
    expect((await ext('validate', 'missing.sxp')).output).toBe('Cannot find missing.sxp');
  });

  test('validate names an invisible character in the name or the author by its code point', async () => {
    await ext('init', 'hidden-char');
    const file = path.join(cwd, 'hidden-char/manifest.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(
      file,
      JSON.stringify({ ...manifest, name: 'CSV Recorder\u200b', author: 'Sinyal\u00adLabs' }),
    );
    const seen = 'a character that cannot be seen';
    expect(await ext('validate', 'hidden-char')).toEqual({
      exitCode: 1,
      output: expect.stringContaining(`  name: Contains U+200B, ${seen}`),
    });
    expect((await ext('validate', 'hidden-char')).output).toContain(
      `  author: Contains U+00AD, ${seen}`,
    );
  });

  test.each([
    ['aux.txt', 'a device name on Windows', 'windows-aux'],
    ['lib/CON.py', 'a device name on Windows', 'windows-con'],
    ['x.py:evil', 'which Windows does not allow in a file name', 'windows-stream'],
    ['notes.txt.', 'ends in a dot or a space', 'windows-dot'],
  ])(
    'validate and pack refuse a file named %s, which Windows cannot hold, and write nothing',
    async (name, says, folder) => {
      await ext('init', folder);
      await fs.mkdir(path.dirname(path.join(cwd, folder, name)), { recursive: true });
      await fs.writeFile(path.join(cwd, folder, name), 'x');
      const validated = await ext('validate', folder);
      expect(validated.exitCode).toBe(1);
      expect(validated.output.startsWith(`${folder}: ${name}: `)).toBe(true);
      expect(validated.output).toContain(says);
      const packed = await ext('pack', folder, '--out', `${folder}.sxp`);
      expect(packed).toEqual(validated);
      await expect(fs.access(path.join(cwd, `${folder}.sxp`))).rejects.toThrow();
    },
  );

  test('publish sends the package with the API token and checks the signature it gets back', async () => {
    const account = await premiumPublisher(t);
    const file = path.join(cwd, 'serial-monitor/manifest.json');
    const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
    await fs.writeFile(
      file,
      JSON.stringify({ ...manifest, author: `Ext Test ${account.username}` }),
    );
    await ext('pack', 'serial-monitor');
    const published = await runExtCommand(
      ['publish', 'serial-monitor-0.1.0.sxp', '--registry', site],
      {
        cwd,
        token: account.apiToken,
      },
    );
    expect(published.output).toMatch(
      /^Published serial-monitor 0\.1\.0 to http:\/\/127\.0\.0\.1:\d+\n/,
    );
    expect(published.output).toContain(
      `signature verified with the registry's key ${t.app.sinyal.signingKeys.activeKid()}`,
    );
    expect(published.exitCode).toBe(0);

    const again = await runExtCommand(
      ['publish', 'serial-monitor-0.1.0.sxp', '--registry', site, '--token', account.apiToken],
      { cwd },
    );
    expect(again.exitCode).toBe(1);
    expect(again.output).toContain('409 version_not_higher');

    // A token that starts with "-" (one random token in 64) is still the value of --token.
    const dashed = await runExtCommand(
      [
        'publish',
        'serial-monitor-0.1.0.sxp',
        '--registry',
        site,
        '--token',
        `-${account.apiToken}`,
      ],
      { cwd },
    );
    expect(dashed.exitCode).toBe(1);
    expect(dashed.output).toContain('401');
    expect((await ext('publish', 'serial-monitor-0.1.0.sxp')).exitCode).toBe(2);
  });
});
