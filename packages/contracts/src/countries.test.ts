import { describe, expect, test } from 'vitest';
import { countries, countryCode, featuredCountries, otherCountryCodes } from './countries';

describe('countries', () => {
  test("the specification's eight come first, keeping their values, each with its ISO code", () => {
    expect(countries.slice(0, 8).map((value) => [value, countryCode(value)])).toEqual([
      ['turkey', 'TR'],
      ['usa', 'US'],
      ['uk', 'GB'],
      ['germany', 'DE'],
      ['france', 'FR'],
      ['canada', 'CA'],
      ['australia', 'AU'],
      ['japan', 'JP'],
    ]);
  });

  test('every other country is an upper-case ISO code, once, none of them one of the eight', () => {
    expect(otherCountryCodes.length).toBeGreaterThan(240);
    expect(new Set(countries).size).toBe(countries.length);
    for (const code of otherCountryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const value of featuredCountries)
      expect(otherCountryCodes).not.toContain(countryCode(value));
    expect(countryCode('NL')).toBe('NL');
    expect(countryCode('nl')).toBeNull();
  });
});
