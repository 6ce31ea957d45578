import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { premiumPublisher } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { runExtCommand, type ExtEnvironment } from '@sinyal/ext/ext-command';

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

const environment = (more: Partial<ExtEnvironment> = {}): ExtEnvironment => ({
  cwd,
  credentialsFile: path.join(cwd, '.config/sinyal/credentials.json'),
  ...more,
});
const ext = (...args: string[]) => runExtCommand(args, environment());

/** What a developer writes over the template's placeholders before publishing. */
async function fillIn(folder: string, fields: Record<string, unknown> = {}) {
  const file = path.join(cwd, folder, 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
  await fs.writeFile(
    file,
    JSON.stringify({
      ...manifest,
      description: 'Reads a serial port and plots what it says.',
      author: 'Ext Test Labs',
      ...fields,
    }),
  );
  await fs.writeFile(path.join(cwd, folder, 'README.md'), '# Serial monitor\n\nPlots a port.\n');
}
const sha = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(path.join(cwd, file)))
    .digest('hex');

describe('sinyal-ext (npm run ext)', () => {
  test('init writes a new extension that validate refuses until the template text is replaced', async () => {
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
    expect(await ext('validate', 'serial-monitor')).toEqual({
      exitCode: 1,
      output:
        'serial-monitor: manifest.json description still says "say in one or two sentences what it does", as `sinyal-ext init` wrote it: say what your extension does',
    });
    await fillIn('serial-monitor', { description: 'Plots a serial port.', author: 'Your Name' });
    expect((await ext('validate', 'serial-monitor')).output).toContain(
      'manifest.json author still says "Your Name"',
    );
    await fillIn('serial-monitor');
    await fs.writeFile(
      path.join(cwd, 'serial-monitor/README.md'),
      '# Serial monitor\n\nWhat it does, how to set it up, what it needs.\n',
    );
    expect((await ext('validate', 'serial-monitor')).output).toContain(
      'README.md still says "What it does, how to set it up, what it needs."',
    );
    await fillIn('serial-monitor');
    const valid = await ext('validate', 'serial-monitor');
    expect(valid.exitCode).toBe(0);
    expect(valid.output).not.toContain('Warning');
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
    expect((await ext('pack', 'serial-monitor')).exitCode).toBe(0);
    const published = await runExtCommand(
      ['publish', 'serial-monitor-0.1.0.sxp', '--registry', site],
      environment({ token: account.apiToken }),
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
      environment(),
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
      environment(),
    );
    expect(dashed).toEqual({
      exitCode: 1,
      output: `${site} refused the API token (401 unknown_token): the site knows no such token (mistyped, or made on another site); check it, or make a new one in the dashboard (API Access) or with sinyal-ext login`,
    });
    expect((await ext('publish', 'serial-monitor-0.1.0.sxp')).exitCode).toBe(2);
  });

  test('a changelog whose newest entry is not the version is a warning: publish goes on', async () => {
    const account = await premiumPublisher(t);
    await ext('init', 'changelog-check');
    await fillIn('changelog-check', { version: '0.2.0', author: `Ext Test ${account.username}` });
    const validated = await ext('validate', 'changelog-check');
    expect(validated.exitCode).toBe(0);
    expect(validated.output).toContain(
      `Warning: CHANGELOG.md's newest entry is 0.1.0, not 0.2.0: add a "## 0.2.0" entry saying what changed`,
    );
    const published = await runExtCommand(
      ['publish', 'changelog-check', '--registry', site],
      environment({ token: account.apiToken }),
    );
    expect(published.exitCode).toBe(0);
    expect(published.output.split('\n').slice(0, 2)).toEqual([
      `Warning: CHANGELOG.md's newest entry is 0.1.0, not 0.2.0: add a "## 0.2.0" entry saying what changed`,
      `Published changelog-check 0.2.0 to ${site}`,
    ]);
  });

  test('login signs in through the site, keeps a publish token in a 0600 file, and logout revokes it', async () => {
    const account = await premiumPublisher(t);
    const printed: string[] = [];
    const credentialsFile = path.join(cwd, 'login-config/sinyal/credentials.json');
    let waits = 0;
    const loggedIn = await runExtCommand(
      ['login', '--registry', site],
      environment({
        credentialsFile,
        print: (line) => printed.push(line),
        // The developer approves the code in the browser while the tool waits.
        wait: async (interval) => {
          waits += 1;
          t.clock.advance(interval * 1000);
          if (waits !== 2) return;
          const code = /approve the code (\S+)/.exec(printed.join('\n'))?.[1];
          const looked = await t.post<{ device_name: string }>(
            '/api/device/lookup',
            { user_code: code },
            account.token,
          );
          expect(looked.body.device_name).toMatch(/^sinyal-ext on /);
          await t.post('/api/device/approve', { user_code: code }, account.token);
        },
      }),
    );
    expect(printed.join('\n')).toMatch(
      /^Open http:\/\/\S+\/activate\?user_code=[A-Z]{4}-[A-Z]{4}\nand approve the code [A-Z]{4}-[A-Z]{4} /,
    );
    expect(loggedIn).toEqual({
      exitCode: 0,
      output: `Signed in to ${site}: the API token (publish scope) is kept in ${credentialsFile}`,
    });
    expect((await fs.stat(credentialsFile)).mode & 0o777).toBe(0o600);
    const kept = JSON.parse(await fs.readFile(credentialsFile, 'utf8'));
    const token: string = kept.registries[site].token;

    const tokens = await t.get<{ tokens: { name: string; scopes: string[] }[] }>(
      '/api/tokens',
      account.token,
    );
    expect(tokens.body.tokens).toContainEqual(
      expect.objectContaining({
        name: expect.stringMatching(/^sinyal-ext on /),
        scopes: ['publish'],
      }),
    );

    await ext('init', 'login-check');
    await fillIn('login-check', { author: `Ext Test ${account.username}` });
    const published = await runExtCommand(
      ['publish', 'login-check', '--registry', site],
      environment({ credentialsFile }),
    );
    expect(published.output).toContain(`Published login-check 0.1.0 to ${site}`);

    const loggedOut = await runExtCommand(
      ['logout', '--registry', site],
      environment({ credentialsFile }),
    );
    expect(loggedOut.output).toBe(`Signed out of ${site}: the token is revoked and forgotten`);
    expect(JSON.parse(await fs.readFile(credentialsFile, 'utf8'))).toEqual({ registries: {} });
    const revoked = await t.post('/api/extensions/login-check/versions', Buffer.from('x'), token, {
      headers: { 'content-type': 'application/zip' },
    });
    expect(revoked.status).toBe(401);
    expect(revoked.body).toMatchObject({ code: 'invalid_api_token' });
    // The kept token is gone: publish now says how to get one, and a revoked one says it is revoked.
    await fs.mkdir(path.dirname(credentialsFile), { recursive: true });
    const again = await runExtCommand(
      ['publish', 'login-check', '--registry', site, '--token', token],
      environment({ credentialsFile }),
    );
    expect(again.output).toBe(
      `${site} refused the API token (401 invalid_api_token): the token was revoked or has expired; check it, or make a new one in the dashboard (API Access) or with sinyal-ext login`,
    );
  });

  test("the publishing tool's code, approved, gives the desktop app no device", async () => {
    const user = await t.signedIn();
    const started = await t.post<{ device_code: string; user_code: string }>(
      '/api/device/authorize',
      {
        client_id: 'sinyal-ext',
        device_name: 'sinyal-ext on box',
        os: 'Linux',
        app_version: '1.0.0',
      },
    );
    await t.post('/api/device/approve', { user_code: started.body.user_code }, user.token);
    t.clock.advance(10_000);
    const asDesktop = await t.post('/api/device/token', {
      client_id: 'sinyal-desktop',
      device_code: started.body.device_code,
    });
    expect(asDesktop.status).toBe(400);
    expect(asDesktop.body).toMatchObject({ error: 'invalid_grant' });
  });
});
