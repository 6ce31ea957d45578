import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { makeDataDir, removeDataDir } from '../test-support';
import { installedExtensions } from './installed-extensions';

let dataDir: string;
beforeEach(async () => {
  dataDir = await makeDataDir();
});
afterEach(async () => {
  await removeDataDir(dataDir);
});

describe('what a licence command reports', () => {
  test('the extensions the agent state lists as installed', async () => {
    await writeFile(
      path.join(dataDir, 'state.json'),
      JSON.stringify({
        format: 1,
        extensions: {
          'csv-recorder': { installed: true, enabled: false, version: '1.0.0', installed_at: '' },
          'spectrum-analyzer': {
            installed: false,
            enabled: false,
            version: '2.1.0',
            installed_at: '',
          },
        },
      }),
    );
    expect(installedExtensions(dataDir)).toEqual({ extensions: ['csv-recorder'] });
  });

  test('nothing when there is no state yet, or it cannot be read', async () => {
    expect(installedExtensions(dataDir)).toBeUndefined();
    await writeFile(path.join(dataDir, 'state.json'), '{not json');
    expect(installedExtensions(dataDir)).toBeUndefined();
  });
});
