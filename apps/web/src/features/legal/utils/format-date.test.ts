import { describe, expect, test } from 'vitest';
import { formatLongDate } from './format-date';

describe('formatLongDate', () => {
  test('writes the date out in English and Turkish', () => {
    expect(formatLongDate('2025-08-25', 'en')).toBe('August 25, 2025');
    expect(formatLongDate('2025-08-25', 'tr')).toBe('25 Ağustos 2025');
  });
});
