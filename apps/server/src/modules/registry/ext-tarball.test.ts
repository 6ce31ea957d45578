import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { premiumPublisher } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';

const run = promisify(execFile);
const extCli = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/ext-cli',
);

/**
 * The shell of a developer who is not in this repository: none of the npm variables of the test
 * run, and a registry address that answers nothing, so that an install that needed the network
 * would fail here.
 */
function developerShell(home: string): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => !key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD',
    ),
  );
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: path.join(home, '.config'),
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_cache: path.join(home, '.npm'),
    npm_config_update_notifier: 'false',
  };
}

let home: string;
let site: string;
const t = useTestApp();
beforeAll(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-ext-tarball-'));
  site = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await fs.rm(home, { recursive: true, force: true });
});

describe('the packed @sinyal/ext', () => {
  test('installs from its tarball into an empty folder with no network and publishes an extension', async () => {
    const env = developerShell(home);
    // `npm pack` runs the package's prepack (the bundle) as publishing it to npm would.
    const packed = await run('npm', ['pack', '--json', '--pack-destination', home], {
      cwd: extCli,
      env,
    });
    const [tarball] = JSON.parse(packed.stdout) as {
      filename: string;
      files: { path: string }[];
    }[];
    expect(tarball?.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist/sinyal-ext.js',
      'package.json',
    ]);

    const work = path.join(home, 'work');
    await fs.mkdir(work);
    await run('npm', ['install', '--no-audit', '--no-fund', path.join(home, tarball!.filename)], {
      cwd: work,
      env,
    });
    const installed = JSON.parse(
      await fs.readFile(path.join(work, 'node_modules/@sinyal/ext/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(installed.dependencies).toBeUndefined();
    const folders = await fs.readdir(path.join(work, 'node_modules'));
    expect(folders.filter((name) => !name.startsWith('.'))).toEqual(['@sinyal']);

    const sinyalExt = (...args: string[]) =>
      run(path.join(work, 'node_modules/.bin/sinyal-ext'), args, { cwd: work, env });

    const made = await sinyalExt('init', 'tarball-probe');
    expect(made.stdout).toContain('Created tarball-probe/ for the extension "tarball-probe"');
    const account = await premiumPublisher(t);
    const manifestFile = path.join(work, 'tarball-probe/manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
    await fs.writeFile(
      manifestFile,
      JSON.stringify({
        ...manifest,
        description: 'Checks that the packed tool publishes.',
        author: `Tarball ${account.username}`,
      }),
    );
    await fs.writeFile(path.join(work, 'tarball-probe/README.md'), '# Probe\n\nPublishes.\n');

    const pack = await sinyalExt('pack', 'tarball-probe');
    expect(pack.stdout).toMatch(/^Packed tarball-probe-0\.1\.0\.sxp \(/);
    const published = await sinyalExt(
      'publish',
      'tarball-probe-0.1.0.sxp',
      '--token',
      account.apiToken,
      '--registry',
      site,
    );
    expect(published.stdout).toContain(`Published tarball-probe 0.1.0 to ${site}`);
    expect(published.stdout).toContain('signature verified');

    const listed = await t.get('/api/extensions/tarball-probe');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ name: 'Tarball Probe', version: '0.1.0' });
  }, 180_000);
});
