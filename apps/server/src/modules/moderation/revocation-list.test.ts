import { describe, expect, test } from 'vitest';
import { revocationIat } from './revocation-list';

const at = (iso: string) => Date.parse(iso);

describe('the revocation list’s iat', () => {
  test('is the current second when nothing changed lately', () => {
    expect(revocationIat(at('2026-05-01T10:00:07.900Z'), [at('2026-05-01T09:00:00.000Z')])).toBe(
      at('2026-05-01T10:00:07.000Z') / 1000,
    );
  });

  test('a change moves it past the second the change fell in, so an earlier list of that second is older', () => {
    const change = at('2026-05-01T10:00:07.400Z');
    const before = revocationIat(at('2026-05-01T10:00:07.200Z'), []);
    const after = revocationIat(at('2026-05-01T10:00:07.600Z'), [change]);
    expect(after).toBeGreaterThan(before);
  });

  test('each of several changes in one second moves it again', () => {
    const change = at('2026-05-01T10:00:07.400Z');
    const now = at('2026-05-01T10:00:07.500Z');
    const one = revocationIat(now, [change]);
    const two = revocationIat(now, [change, change]);
    const three = revocationIat(now, [change, change, change]);
    expect([two - one, three - two]).toEqual([1, 1]);
  });

  test('a clock set back never brings it below the newest change', () => {
    const change = at('2026-05-01T10:00:07.400Z');
    expect(revocationIat(at('2026-05-01T09:00:00.000Z'), [change])).toBe(
      at('2026-05-01T10:00:08.000Z') / 1000,
    );
  });
});
