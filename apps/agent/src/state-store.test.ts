import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { agentExtensionListSchema } from '@sinyal/contracts/agent';
import { StateStore, stateFileName } from './state-store';
import { asPage, captureLogs, makeDataDir, removeDataDir, startTestApp } from './test-support';

let dataDir: string;

beforeEach(async () => {
  dataDir = await makeDataDir();
});

afterEach(async () => {
  await removeDataDir(dataDir);
});

function memoryLog() {
  const lines: string[] = [];
  return {
    lines,
    log: { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) },
  };
}

const entry = (enabled: boolean) => ({
  installed: true,
  enabled,
  version: '1.0.0',
  installed_at: '2025-01-01T00:00:00.000Z',
});

describe('StateStore', () => {
  test('starts empty without a file, and creates the data folder', async () => {
    const nested = path.join(dataDir, 'a', 'b');
    const store = await StateStore.open(nested, memoryLog().log);
    expect(store.current()).toEqual({ format: 1, extensions: {} });
    expect(await readdir(nested)).toEqual([]);
  });

  test('every change is in the file, and no temporary file is left behind', async () => {
    const store = await StateStore.open(dataDir, memoryLog().log);
    for (let index = 0; index < 5; index++) {
      await store.update((draft) => {
        draft.extensions[`ext-${index}`] = entry(index % 2 === 0);
      });
    }
    expect(await readdir(dataDir)).toEqual([stateFileName]);
    const saved = JSON.parse(await readFile(path.join(dataDir, stateFileName), 'utf8'));
    expect(Object.keys(saved.extensions)).toHaveLength(5);
    expect(saved.extensions['ext-1']).toEqual(entry(false));
  });

  test('the file is replaced by a rename, never rewritten in place (a new inode each time)', async () => {
    const store = await StateStore.open(dataDir, memoryLog().log);
    const file = path.join(dataDir, stateFileName);
    await store.update((draft) => {
      draft.extensions.a = entry(true);
    });
    const before = (await stat(file)).ino;
    await store.update((draft) => {
      draft.extensions.b = entry(true);
    });
    expect((await stat(file)).ino).not.toBe(before);
  });

  test('concurrent changes are applied one after another, none lost', async () => {
    const store = await StateStore.open(dataDir, memoryLog().log);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.update((draft) => {
          draft.extensions[`ext-${index}`] = entry(true);
        }),
      ),
    );
    const reopened = await StateStore.open(dataDir, memoryLog().log);
    expect(Object.keys(reopened.current().extensions)).toHaveLength(20);
    expect(await readdir(dataDir)).toEqual([stateFileName]);
  });

  test('a write that fails leaves the state as it was, and the next one still works', async () => {
    const store = await StateStore.open(dataDir, memoryLog().log);
    await store.update((draft) => {
      draft.extensions.kept = entry(true);
    });
    // The folder disappears under the agent: the temporary file cannot even be created.
    await rm(dataDir, { recursive: true });
    await expect(
      store.update((draft) => {
        draft.extensions.lost = entry(true);
      }),
    ).rejects.toThrow();
    expect(Object.keys(store.current().extensions)).toEqual(['kept']);
  });

  test.each([
    ['half-written JSON', '{"format":1,"extensions":{"csv-rec'],
    ['an empty file', ''],
    ['JSON of another shape', '{"installed":["csv-recorder"]}'],
    ['a wrong entry', '{"format":1,"extensions":{"x":{"installed":"yes"}}}'],
  ])('a corrupt file (%s) gives an empty state, is logged and kept aside', async (_name, text) => {
    await writeFile(path.join(dataDir, stateFileName), text);
    const { lines, log } = memoryLog();
    const store = await StateStore.open(dataDir, log);
    expect(store.current()).toEqual({ format: 1, extensions: {} });
    expect(lines.join('\n')).toMatch(/starting with no extensions installed/);
    const files = await readdir(dataDir);
    const aside = files.find((name) => name.startsWith(`${stateFileName}.corrupt-`));
    expect(aside).toBeDefined();
    expect(await readFile(path.join(dataDir, aside!), 'utf8')).toBe(text);
  });

  test('a temporary file left by an interrupted write is removed and the real file kept', async () => {
    await writeFile(
      path.join(dataDir, stateFileName),
      JSON.stringify({ format: 1, extensions: { a: entry(true) } }),
    );
    await writeFile(path.join(dataDir, `${stateFileName}.1234.abcdef.tmp`), '{"format":1,"ext');
    const { lines, log } = memoryLog();
    const store = await StateStore.open(dataDir, log);
    expect(Object.keys(store.current().extensions)).toEqual(['a']);
    expect(await readdir(dataDir)).toEqual([stateFileName]);
    expect(lines.join('\n')).toMatch(/interrupted write/);
  });
});

describe('the agent with a corrupt state file', () => {
  test('starts with nothing installed, logs a warning, and keeps answering', async () => {
    await writeFile(path.join(dataDir, stateFileName), '\u0000\u0000 not json at all');
    const logs = captureLogs();
    const app = await startTestApp(dataDir, { logLevel: 'warn' }, { logStream: logs.stream });
    try {
      const response = await app.inject(asPage({ url: '/api/extensions' }));
      expect(response.statusCode).toBe(200);
      const list = agentExtensionListSchema.parse(response.json());
      expect(list.some((item) => item.installed)).toBe(false);
      expect(logs.lines.some((line) => /"level":40.*state file/.test(line))).toBe(true);

      // It answers every call: this one with why it cannot install (no registry in this test).
      const install = await app.inject(
        asPage({ method: 'POST', url: '/api/install/csv-recorder', payload: {} }),
      );
      expect(install.json()).toMatchObject({ status: false, code: 'registry_unreachable' });
    } finally {
      await app.close();
    }
  });
});
