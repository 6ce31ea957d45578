import { describe, expect, test } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatUsd } from './format';

describe('formatCalendarDate', () => {
  test('writes the day out in the reader’s language, never shifted by a time zone', () => {
    expect(formatCalendarDate('2025-08-25', 'en')).toBe('August 25, 2025');
    expect(formatCalendarDate('2025-08-25', 'tr')).toBe('25 Ağustos 2025');
    expect(formatCalendarDate('2025-08-12T23:59:00Z', 'en', 'medium')).toBe('Aug 12, 2025');
  });

  test('gives back text it cannot read', () => {
    expect(formatCalendarDate('soon', 'en')).toBe('soon');
  });
});

describe('moments', () => {
  test('empty for nothing, the text for something unreadable', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
    expect(formatDate('2025-08-25T12:00:00Z', 'en')).toMatch(/2025/);
  });
});

describe('formatUsd', () => {
  test('whole dollars in either language', () => {
    expect(formatUsd(5, 'en')).toBe('$5');
    expect(formatUsd(5, 'tr')).toBe('$5');
  });
});
