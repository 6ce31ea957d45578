import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCallError, createAgentClient } from './agent-client';

const fetchMock = vi.fn<typeof fetch>();
// Given back after each test: the node tests share one process (vitest.config.ts, isolate).
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createAgentClient', () => {
  it('sends the pairing key on every call and no cookies', async () => {
    fetchMock.mockResolvedValue(json([]));
    await createAgentClient('http://127.0.0.1:5000', 'secret-key').list();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5000/api/extensions');
    expect(init?.headers).toMatchObject({ 'X-Sinyal-Key': 'secret-key' });
    expect(init?.credentials).toBe('omit');
  });

  it('installs with POST and an empty JSON object', async () => {
    fetchMock.mockResolvedValue(json({ status: true }));
    await createAgentClient('http://127.0.0.1:5000', 'k').install('csv-recorder');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:5000/api/install/csv-recorder');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('start and disable report whether status was truthy', async () => {
    const client = createAgentClient('http://127.0.0.1:5000', 'k');
    fetchMock.mockResolvedValueOnce(json({ status: true, id: 'x', enabled: true }));
    expect(await client.start('x')).toBe(true);
    fetchMock.mockResolvedValueOnce(json({ status: false, detail: 'x is not installed' }));
    expect(await client.disable('x')).toBe(false);
    fetchMock.mockResolvedValueOnce(json({ status: 1 }));
    expect(await client.disable('x')).toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'http://127.0.0.1:5000/api/start/x',
      'http://127.0.0.1:5000/api/disable/x',
      'http://127.0.0.1:5000/api/disable/x',
    ]);
  });

  it('keeps the list entries it can read', async () => {
    fetchMock.mockResolvedValue(
      json([
        { id: 'a', installed: true, enabled: false, version: '1.0.0' },
        { id: 'b', installed: 'yes' },
      ]),
    );
    expect(await createAgentClient('http://h:1', 'k').list()).toEqual([
      { id: 'a', installed: true, enabled: false, version: '1.0.0' },
    ]);
  });

  it('names the failure: unreachable, missing or wrong key, refused, unreadable', async () => {
    const reason = async (key: string | null) => {
      try {
        await createAgentClient('http://h:1', key).list();
      } catch (error) {
        return error instanceof AgentCallError ? error.reason : 'other';
      }
      return 'none';
    };
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reason('k')).toBe('unreachable');
    fetchMock.mockResolvedValueOnce(json({ code: 'missing_key' }, 401));
    expect(await reason(null)).toBe('missing_key');
    fetchMock.mockResolvedValueOnce(json({ code: 'wrong_key' }, 401));
    expect(await reason('k')).toBe('wrong_key');
    fetchMock.mockResolvedValueOnce(json({ code: 'x' }, 500));
    expect(await reason('k')).toBe('refused');
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    expect(await reason('k')).toBe('bad_answer');
    fetchMock.mockResolvedValueOnce(json({ not: 'a list' }));
    expect(await reason('k')).toBe('bad_answer');
  });
});
