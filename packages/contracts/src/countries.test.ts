import { describe, expect, test } from 'vitest';
import { registerRequestSchema, sectors, validateEmail } from './auth';
import { countries, countryCode, featuredCountries, otherCountryCodes } from './countries';

describe('countries', () => {
  test("the specification's eight come first, keeping their values", () => {
    expect(countries.slice(0, 8)).toEqual([
      'turkey',
      'usa',
      'uk',
      'germany',
      'france',
      'canada',
      'australia',
      'japan',
    ]);
  });

  test('every other country is an upper-case ISO code, once, none of them one of the eight', () => {
    expect(otherCountryCodes.length).toBeGreaterThan(240);
    expect(new Set(countries).size).toBe(countries.length);
    for (const code of otherCountryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
    const featuredCodes = featuredCountries.map(countryCode);
    expect(featuredCodes).toEqual(['TR', 'US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP']);
    for (const code of featuredCodes) expect(otherCountryCodes).not.toContain(code);
    expect(countryCode('NL')).toBe('NL');
    expect(countryCode('nl')).toBeNull();
  });
});

describe('registration a real person can finish', () => {
  const form = {
    email: 'ada@example.com',
    username: 'ada',
    password: 'Analytical1!',
    confirm_password: 'Analytical1!',
    sector: 'student',
    country: 'NL',
    agreed_to_terms: true,
  };

  test('takes any country and the sectors student and other', () => {
    expect(sectors).toEqual(expect.arrayContaining(['student', 'other']));
    expect(registerRequestSchema.safeParse(form).success).toBe(true);
    expect(
      registerRequestSchema.safeParse({ ...form, sector: 'other', country: 'turkey' }).success,
    ).toBe(true);
    const unknown = registerRequestSchema.safeParse({ ...form, country: 'XX' });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual(['country_required']);
  });

  test('an empty e-mail says "Email is required", a malformed one "Invalid email format"', () => {
    expect(validateEmail('  ')).toBe('email_required');
    expect(validateEmail('ada@')).toBe('invalid_email');
    const empty = registerRequestSchema.safeParse({ ...form, email: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'email_required'],
    ]);
  });
});
