import { checkSync } from 'recheck';
import { describe, expect, test } from 'vitest';
import { patternsRunOnLongText, type PatternRun } from '../test/pattern-inputs';
import { useTestApp } from '../test/use-test-app';

/**
 * E-mail-like strings of tens of KB once kept the event loop busy for seconds per request: a
 * quadratic pattern ran on the whole text after the length check had already failed. Every route
 * that takes an address or a login must refuse such input on its length, so that the only patterns
 * that read the whole text are linear ones (the JSON parser's guard against "__proto__", zod's
 * count of characters). The tests check that work, not the time it took: recheck, as in
 * regex-safety.test.ts, tells a linear pattern from one that backtracks. The time is the
 * benchmark's (scripts/bench/speed.mjs, crafted long input).
 */
const t = useTestApp();

// Just under the 64 KB body limit, shaped for the old pattern /^[^\s@]+@[^\s@]+\.[^\s@]+$/.
const crafted = `a@${'.'.repeat(60_000)}@`;
// Longer than any field a pattern is meant to read (an address is at most 254 characters), far
// shorter than the crafted text.
const longestField = 1_000;

// recheck's verdict on each pattern, found once: the body parser's patterns take it seconds.
const verdicts = new Map<string, boolean>();
function isLinear(pattern: string): boolean {
  let linear = verdicts.get(pattern);
  if (linear === undefined) {
    const end = pattern.lastIndexOf('/');
    linear = checkSync(pattern.slice(1, end), pattern.slice(end + 1)).status === 'safe';
    verdicts.set(pattern, linear);
  }
  return linear;
}

/** The patterns that read the long text and may backtrack on it: none is expected. */
function backtracking(runs: PatternRun[]): string[] {
  return runs
    .filter(({ pattern }) => !isLinear(pattern))
    .map(({ pattern, longest }) => `${pattern} on ${longest} characters`);
}

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
  test.each(requests)('%s answers 400; no backtracking pattern reads it', async (url, body) => {
    const { result: answer, runs } = await patternsRunOnLongText(longestField, () =>
      t.post(url, body),
    );
    expect(answer.status).toBe(400);
    expect(backtracking(runs)).toEqual([]);
  });

  test('/api/register answers 400 naming the e-mail; no backtracking pattern reads it', async () => {
    const { result: answer, runs } = await patternsRunOnLongText(longestField, () =>
      t.post('/api/register', t.registration({ email: crafted })),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fields.email).toBe('Invalid email format');
    expect(backtracking(runs)).toEqual([]);
  });

  test('the check finds the pattern that once read such input', async () => {
    // Shorter than the crafted text, which would keep this very pattern busy for seconds.
    const input = crafted.slice(0, 2 * longestField);
    const { runs } = await patternsRunOnLongText(longestField, async () =>
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input),
    );
    expect(backtracking(runs)).toEqual([
      `/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/ on ${input.length} characters`,
    ]);
  });

  test('five such requests at once, and the server still answers', async () => {
    const answers = await Promise.all([
      ...requests.map(([url, body]) => t.post(url, body)),
      t.post('/api/register', t.registration({ email: crafted })),
    ]);
    const health = await t.get('/api/health');
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(health.status).toBe(200);
  });
});
