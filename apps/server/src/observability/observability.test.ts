import { describe, expect, test } from 'vitest';
import { useTestApp, withTestApp } from '../test/use-test-app';
import { expectProblem } from '../test/expect-answer';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const t = useTestApp();

  test('every answer names its request; a short plain id from a proxy is kept', async () => {
    const own = await t.get('/api/health');
    expect(String(own.headers['x-request-id'])).toMatch(uuid);
    const given = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-4f2a.17_b' },
    });
    expect(given.headers['x-request-id']).toBe('nginx-4f2a.17_b');
  });

  test('an id that is long or not plain is replaced', async () => {
    for (const bad of ['a'.repeat(65), 'two words', '<script>', 'a\u00e9b']) {
      const answer = await t.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': bad },
      });
      expect(String(answer.headers['x-request-id'])).toMatch(uuid);
    }
  });

  test('4xx answers carry it in the header only; the body stays the message', async () => {
    const answer = await t.get('/api/profile');
    expect(answer.status).toBe(401);
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(answer.body.request_id).toBeUndefined();
  });
});

describe('GET /metrics', () => {
  const t = useTestApp({ env: { METRICS_TOKEN: 'metrics-token-for-the-tests-0123' } });

  test('this machine reads request durations by route pattern', async () => {
    await t.get('/api/extensions/no-such-extension');
    await t.request({ method: 'POST', url: '/no-such-page' });
    const answer = await t.request({ method: 'GET', url: '/metrics' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    const text = String(answer.body);
    expect(text).toContain('sinyal_http_request_duration_seconds_count{');
    expect(text).toMatch(/route="\/api\/extensions\/:id",status_code="404"/);
    expect(text).not.toContain('no-such-extension');
    expect(text).toContain('process_resident_memory_bytes');
    // A path no route matches is counted under one name.
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    // The job table's depth, as the job queue counts it.
    expect(text).toMatch(/sinyal_job_queue_depth\{state="queued"\} \d+/);
  });

  test('each answer is counted once, in its method, route and status, and in its bucket', async () => {
    const scrape = async () => String((await t.request({ method: 'GET', url: '/metrics' })).body);
    const figure = (text: string, line: string) =>
      Number(
        text
          .split('\n')
          .find((one) => one.startsWith(line))
          ?.split(' ')
          .at(-1) ?? 0,
      );
    const series = (method: string) =>
      `route="/api/health",status_code="200"}`.replace(/^/, `method="${method}",`);
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.get('/api/health');
    for (let i = 0; i < 2; i++) await t.request({ method: 'HEAD', url: '/api/health' });
    const after = await scrape();
    const name = 'sinyal_http_request_duration_seconds';
    for (const [method, calls] of [
      ['GET', 3],
      ['HEAD', 2],
    ] as const) {
      const count = `${name}_count{${series(method)}`;
      expect(figure(after, count) - figure(before, count)).toBe(calls);
      // Every answer took under 10 s: the last bucket holds them all, as +Inf does.
      const lastBucket = `${name}_bucket{le="10",${series(method)}`;
      expect(figure(after, lastBucket) - figure(before, lastBucket)).toBe(calls);
      const inf = `${name}_bucket{le="+Inf",${series(method)}`;
      expect(figure(after, inf)).toBe(figure(after, count));
    }
  });

  test('another host needs the token; a request relayed by a local proxy counts as another host', async () => {
    const outside = { method: 'GET' as const, url: '/metrics', remoteAddress: '203.0.113.9' };
    const refused = await t.request(outside);
    expectProblem(refused, 403, 'forbidden');
    const wrong = await t.request({ ...outside, headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(403);
    const relayed = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.status).toBe(403);
    const allowed = await t.request({
      ...outside,
      headers: { authorization: 'Bearer metrics-token-for-the-tests-0123' },
    });
    expect(allowed.status).toBe(200);
  });

  test('the job queue depth comes from the source it is given', async () => {
    t.app.sinyal.metrics.jobQueueDepth(async () => ({ queued: 3, running: 1 }));
    const text = String((await t.request({ method: 'GET', url: '/metrics' })).body);
    expect(text).toContain('sinyal_job_queue_depth{state="queued"} 3');
    expect(text).toContain('sinyal_job_queue_depth{state="running"} 1');
  });
});

describe('log lines', () => {
  async function linesOf(env: Record<string, string>) {
    const lines: Record<string, unknown>[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    await withTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream }, async (app) => {
      await app.request({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'trace-me-1' },
      });
    });
    return lines;
  }

  test('per-request lines are off unless LOG_REQUESTS=true, and then carry the request id', async () => {
    const quiet = await linesOf({});
    expect(quiet.filter((line) => line.request_id === 'trace-me-1')).toEqual([]);
    const chatty = await linesOf({ LOG_REQUESTS: 'true' });
    const mine = chatty.filter((line) => line.request_id === 'trace-me-1');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
