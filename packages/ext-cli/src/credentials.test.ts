import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { credentialsPath, readCredential, removeCredential, saveCredential } from './credentials';

let home: string;
beforeEach(async () => {
  home = await fs.mkdtemp(path.join(os.tmpdir(), 'sinyal-credentials-'));
});
afterEach(async () => {
  await fs.rm(home, { recursive: true, force: true });
});

const now = new Date('2026-11-26T10:00:00Z');

describe('credentials.json', () => {
  test('lives under $XDG_CONFIG_HOME/sinyal, or ~/.config/sinyal without it', () => {
    expect(credentialsPath({ configHome: '/x/config', home: '/home/ada' })).toBe(
      '/x/config/sinyal/credentials.json',
    );
    expect(credentialsPath({ configHome: '', home: '/home/ada' })).toBe(
      '/home/ada/.config/sinyal/credentials.json',
    );
  });

  test('keeps one token per registry, readable by its owner alone, and forgets one', async () => {
    const file = credentialsPath({ configHome: undefined, home });
    expect(await readCredential(file, 'https://sinyal.app')).toBeNull();
    await saveCredential(file, 'https://sinyal.app', 'public-token', now);
    await saveCredential(file, 'http://127.0.0.1:3000', 'local-token', now);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await fs.stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect(await readCredential(file, 'https://sinyal.app')).toEqual({
      token: 'public-token',
      saved_at: '2026-11-26T10:00:00.000Z',
    });

    expect(await removeCredential(file, 'https://sinyal.app')).toBe(true);
    expect(await removeCredential(file, 'https://sinyal.app')).toBe(false);
    expect(await readCredential(file, 'https://sinyal.app')).toBeNull();
    expect((await readCredential(file, 'http://127.0.0.1:3000'))?.token).toBe('local-token');
  });

  test('a file another program widened is made 0600 again when a token is saved', async () => {
    const file = credentialsPath({ configHome: undefined, home });
    await saveCredential(file, 'https://sinyal.app', 'one', now);
    await fs.chmod(file, 0o644);
    await saveCredential(file, 'https://sinyal.app', 'two', now);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });
});
