import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeConn } from '@sinyal/contracts/agent';
import { formatResult, runConformance } from '../scripts/conformance-checks';
import { startTamperProxy, type TamperProxy } from '../scripts/tamper-proxy';
import { startRegistry, type RunningRegistry } from './test/registry-process';
import { makeDataDir, removeDataDir } from './test-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const key = 'process-test-key-0123456789abcdef';

let child: ChildProcess;
let dataDir: string;
let output = '';
let link: { conn: string; key: string } | undefined;
let registry: RunningRegistry;
let proxy: TamperProxy;

/** Starts `npm run agent`'s command on a free port and waits for the link it prints. */
beforeAll(async () => {
  dataDir = await makeDataDir();
  // A real registry, behind the suite's proxy so that it can serve a tampered package on request.
  registry = await startRegistry();
  proxy = await startTamperProxy(registry.url);
  child = spawn(process.execPath, ['--import', 'tsx', 'apps/agent/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      AGENT_PORT: '',
      HOST: '127.0.0.1',
      AGENT_HOST: '',
      AGENT_KEY: key,
      AGENT_DATA_DIR: dataDir,
      AGENT_ALLOWED_ORIGINS: '',
      SITE_URL: 'http://localhost:3000',
      REGISTRY_URL: proxy.url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  link = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no link printed:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /#\/extensions\?conn=([^&\s]+)&key=(\S+)/.exec(output);
      if (match?.[1] && match[2]) {
        clearTimeout(timer);
        resolve({ conn: decodeURIComponent(match[1]), key: decodeURIComponent(match[2]) });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`agent exited with ${code}:\n${output}`)));
  });
}, 30_000);

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await proxy.close();
  await registry.close();
  await removeDataDir(dataDir);
});

describe('the real agent process', () => {
  test('prints a marketplace link with its real port and the pairing key', () => {
    expect(output).toContain('http://localhost:3000/#/extensions?conn=');
    expect(link?.key).toBe(key);
    const conn = decodeConn(link?.conn);
    expect(conn?.ip).toBe('127.0.0.1');
    expect(conn?.port).toBeGreaterThan(0);
  });

  test('passes every check of the conformance suite, the tampered package and signature included', async () => {
    const report = await runConformance({ conn: link!.conn, key: link!.key, tamper: proxy });
    const failures = report.results.filter((result) => result.outcome !== 'passed');
    expect(failures.map(formatResult)).toEqual([]);
    expect(report.failed).toBe(0);
    expect(report.passed).toBeGreaterThanOrEqual(20);
  });

  test('a wrong key makes the suite fail, so it really checks something', async () => {
    const report = await runConformance({ conn: link!.conn, key: 'not-the-key-0123456789abcdef' });
    expect(report.failed).toBeGreaterThan(0);
  });

  test('closes cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
