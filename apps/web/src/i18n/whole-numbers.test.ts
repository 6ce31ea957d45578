import { describe, expect, test } from 'vitest';
import { formatWholeNumber, wholePluralForm } from './whole-numbers';
import { formatNumber, formatUsd } from '../lib/format';
import { interpolate } from './runtime';

// Whole numbers a page shows: counts, prices, downloads; around each grouping step and far beyond.
const values = [
  0,
  1,
  2,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10000,
  12345,
  99999,
  100000,
  999999,
  1000000,
  1234567,
  2147483647,
  Number.MAX_SAFE_INTEGER,
  -1,
  -2,
  -999,
  -1000,
  -1234567,
];

describe.each(['en', 'tr', 'en-US', 'tr-TR'])(
  'whole numbers in %s are written as Intl writes them',
  (language) => {
    test.each(values)('%d', (value) => {
      expect(formatWholeNumber(value, language)).toBe(
        new Intl.NumberFormat(language).format(value),
      );
      expect(formatNumber(value, language)).toBe(new Intl.NumberFormat(language).format(value));
      expect(formatUsd(value, language)).toBe(
        new Intl.NumberFormat(language, {
          style: 'currency',
          currency: 'USD',
          maximumFractionDigits: 0,
        }).format(value),
      );
      expect(interpolate('{{n, number}} Hz', { n: value }, language)).toBe(
        `${new Intl.NumberFormat(language).format(value)} Hz`,
      );
    });

    test.each([...values, 0.5, 1.5, -1.5, 2.25])('the plural form of %d', (count) => {
      expect(wholePluralForm(count, language)).toBe(new Intl.PluralRules(language).select(count));
    });
  },
);

describe('what is left to Intl', () => {
  test('fractions, other options and other languages are not written by hand', () => {
    expect(formatWholeNumber(1.5, 'en')).toBeUndefined();
    expect(formatWholeNumber(Number.NaN, 'en')).toBeUndefined();
    expect(formatWholeNumber(2 ** 60, 'en')).toBeUndefined();
    expect(formatWholeNumber(1000, 'de')).toBeUndefined();
    expect(wholePluralForm(1, 'ar')).toBeUndefined();
    // …and still come out right, through Intl.
    expect(formatNumber(3.5, 'tr', { maximumFractionDigits: 1 })).toBe('3,5');
    expect(formatNumber(1000, 'de')).toBe('1.000');
    expect(formatNumber(1234, 'en', { minimumFractionDigits: 2 })).toBe('1,234.00');
    expect(formatUsd(1234, 'de')).toBe(
      new Intl.NumberFormat('de', {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: 0,
      }).format(1234),
    );
  });
});
