import { describe, expect, test } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * Issue 7, item 1: e-mail-like strings of tens of KB used to keep the event loop busy for seconds
 * per request (a quadratic pattern ran after the length check had already failed). Every route
 * that takes an address or a login must answer such input at once, and five at a time must not
 * stall the server.
 */
const t = useTestApp();

// Just under the 64 KB body limit, shaped for the old pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/.
const crafted = `a@${'.'.repeat(60_000)}@`;

const requests: [string, Record<string, unknown>][] = [
  ['/api/login', { username_or_email: crafted, password: 'Analytical1!' }],
  ['/api/forgot-password', { username_or_email: crafted }],
  ['/api/resend-verification', { username_or_email: crafted }],
  [
    '/api/contact',
    { name: 'Mallory', email: crafted, subject: 'Hi', message: 'A long enough message.' },
  ],
];

describe('crafted long input', () => {
  test.each(requests)('%s answers 400 in well under a second', async (url, body) => {
    const started = performance.now();
    const answer = await t.post(url, body);
    expect(answer.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('/api/register answers 400 naming the e-mail, in well under a second', async () => {
    const started = performance.now();
    const answer = await t.post('/api/register', t.registration({ email: crafted }));
    expect(answer.status).toBe(400);
    expect(answer.body.fields.email).toBe('Invalid email format');
    expect(performance.now() - started).toBeLessThan(500);
  });

  test('five such requests at once leave the server answering within a second', async () => {
    const started = performance.now();
    const answers = await Promise.all([
      ...requests.map(([url, body]) => t.post(url, body)),
      t.post('/api/register', t.registration({ email: crafted })),
    ]);
    const health = await t.get('/api/health');
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
