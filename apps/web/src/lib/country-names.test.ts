import { describe, expect, test } from 'vitest';
import { countryName, countryOptions } from './country-names';

describe('country names', () => {
  test("say each stored value in the page's language", () => {
    expect(countryName('turkey', 'en')).toBe('Türkiye');
    expect(countryName('germany', 'tr')).toBe('Almanya');
    expect(countryName('NL', 'en')).toBe('Netherlands');
    expect(countryName('NL', 'tr')).toBe('Hollanda');
    expect(countryName('somewhere', 'en')).toBe('somewhere');
  });

  test('list the eight first, then every other country sorted by its name', () => {
    const { featured, others } = countryOptions('tr');
    expect(featured.map((option) => option.value)).toEqual([
      'turkey',
      'usa',
      'uk',
      'germany',
      'france',
      'canada',
      'australia',
      'japan',
    ]);
    expect(others.length).toBeGreaterThan(240);
    const labels = others.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('tr').compare));
    expect(others.find((option) => option.value === 'NL')?.label).toBe('Hollanda');
  });
});
