import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../test/use-test-app';
import { withoutSecrets } from './client-errors.service';
import { expectProblem } from '../../test/expect-answer';

const report = {
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'plan')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'plan')\n    at PlanCard (http://sinyal.test/assets/dashboard-Bx3k.js:1:2040)",
  component_stack: '\n    at PlanCard\n    at DashboardPage',
  route: '/dashboard',
};

describe('POST /api/client-errors', () => {
  const lines: string[] = [];
  const t = useTestApp({
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_CLIENT_ERRORS_IP: '3/1m' },
    logStream: { write: (line) => void lines.push(line) },
  });

  const send = (body: unknown, ip = '198.51.100.1', headers: Record<string, string> = {}) =>
    t.post('/api/client-errors', body, undefined, { remoteAddress: ip, headers });
  const logged = () =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.msg === 'client error reported');

  test('a report is answered 204 with no body and logged as a warning with the request id', async () => {
    const answer = await send(report, '198.51.100.1', { 'user-agent': 'Mozilla/5.0 (Test)' });
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');

    const [entry, ...more] = logged();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      level: 40,
      request_id: expect.any(String),
      clientError: {
        name: 'TypeError',
        message: report.message,
        stack: report.stack,
        componentStack: report.component_stack,
        route: '/dashboard',
        userAgent: 'Mozilla/5.0 (Test)',
      },
    });
  });

  test('tokens in URL queries and bearer credentials never reach the log', async () => {
    lines.length = 0;
    const secret = 'k3yPairingSecret0123456789abcdefXYZ_-';
    const answer = await send(
      {
        message: `Failed to fetch http://127.0.0.1:47113/api/info?key=${secret}`,
        stack: `Error\n    at call (Authorization: Bearer ${secret})`,
        route: `/reset-password?token=${secret}`,
      },
      '198.51.100.2',
    );
    expect(answer.status).toBe(204);
    const text = lines.join('\n');
    expect(text).toContain('client error reported');
    expect(text).not.toContain(secret);
    expect(logged()[0]).toMatchObject({
      clientError: {
        message: 'Failed to fetch http://127.0.0.1:47113/api/info?[removed]',
        route: '/reset-password?[removed]',
      },
    });
  });

  test('an over-long or missing field is answered 400 naming the field, and nothing is logged', async () => {
    lines.length = 0;
    const tooLong = await send({ ...report, stack: 'x'.repeat(8001) }, '198.51.100.3');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({
      code: 'invalid_input',
      fields: { stack: 'Stack trace must be at most 8000 characters' },
      field_codes: { stack: 'client_error_stack_too_long' },
    });
    expect(Object.keys(tooLong.body.fields)).toEqual(['stack']);

    const missing = await send({ name: 'Error', message: '' }, '198.51.100.3');
    expect(missing.status).toBe(400);
    expect(missing.body.field_codes).toEqual({ message: 'required', route: 'required' });

    const notJson = await t.request({
      method: 'POST',
      url: '/api/client-errors',
      payload: 'oops',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: '198.51.100.4',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect(logged()).toEqual([]);
  });

  test('the 4th report from one address within the window gets 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await send(report, '198.51.100.9')).status).toBe(204);
    const limited = await send(report, '198.51.100.9');
    expectProblem(limited, 429, 'rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address still gets through.
    expect((await send(report, '198.51.100.10')).status).toBe(204);
  });
});

describe('withoutSecrets', () => {
  test.each([
    ['a plain message', 'Network error', 'Network error'],
    ['a query', 'GET /#/verify-email?token=abc failed', 'GET /#/verify-email?[removed] failed'],
    ['a fragment', 'GET /verify-email#token=abc failed', 'GET /verify-email#[removed] failed'],
    ['a section', 'see /docs#install', 'see /docs#install'],
    ['a bearer token', 'header Bearer abc.def sent', 'header Bearer [removed] sent'],
    ['a question mark ending a sentence', 'Why? Nobody knows?', 'Why? Nobody knows?'],
  ])('keeps %s readable', (_, input, output) => {
    expect(withoutSecrets(input)).toBe(output);
  });
});
