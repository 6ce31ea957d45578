import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decodeConn } from '@sinyal/contracts/agent';
import { formatResult, runConformance } from '../scripts/conformance-checks';
import { startTamperProxy, type TamperProxy } from '../scripts/tamper-proxy';
import { startAgentProcess, type AgentProcess } from './test/agent-process';
import { startRegistry, type RunningRegistry } from './test/registry-process';

const key = 'process-test-key-0123456789abcdef';

let agent: AgentProcess;
let registry: RunningRegistry;
let proxy: TamperProxy;

/** Starts `npm run agent`'s command on a free port and waits for the link it prints. */
beforeAll(async () => {
  // A real registry, behind the suite's proxy so that it can serve a tampered package on request.
  registry = await startRegistry();
  proxy = await startTamperProxy(registry.url);
  agent = await startAgentProcess({
    args: ['--import', 'tsx', 'apps/agent/src/server.ts'],
    key,
    siteUrl: 'http://localhost:3000',
    env: { REGISTRY_URL: proxy.url },
    timeoutMs: 15_000,
  });
}, 30_000);

afterAll(async () => {
  await agent?.stop();
  await proxy.close();
  await registry.close();
});

describe('the real agent process', () => {
  test('prints a marketplace link with its real port and the pairing key', () => {
    expect(agent.output()).toContain('http://localhost:3000/extensions#conn=');
    expect(agent.key).toBe(key);
    const conn = decodeConn(agent.conn);
    expect(conn?.ip).toBe('127.0.0.1');
    expect(conn?.port).toBe(agent.port);
  });

  test('passes every check of the conformance suite, the tampered package and signature included', async () => {
    const report = await runConformance({ conn: agent.conn, key: agent.key, tamper: proxy });
    const failures = report.results.filter((result) => result.outcome !== 'passed');
    expect(failures.map(formatResult)).toEqual([]);
    expect(report.failed).toBe(0);
    expect(report.passed).toBeGreaterThanOrEqual(20);
  });

  test('a wrong key makes the suite fail, so it really checks something', async () => {
    const report = await runConformance({ conn: agent.conn, key: 'not-the-key-0123456789abcdef' });
    expect(report.failed).toBeGreaterThan(0);
  });

  test('closes cleanly on SIGTERM', async () => {
    expect(await agent.stop()).toBe(0);
  });
});
