import { describe, expect, test } from 'vitest';
import {
  loginRequestSchema,
  passwordStrength,
  registerRequestSchema,
  sectors,
  validateEmail,
  validateUsername,
  validateUsernameOrEmail,
} from './auth';
import { englishMessage } from './message-catalog';

describe('passwordStrength', () => {
  test('empty is None with score 0', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, label: 'None', color: 'none' });
  });

  test('fewer than 8 characters is Weak with score 1, whatever it contains', () => {
    expect(passwordStrength('Ab1!')).toMatchObject({ score: 1, label: 'Weak', color: 'red' });
  });

  test('8 lowercase characters score 1 and 12 score 2, both Weak and red', () => {
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 1, label: 'Weak', color: 'red' });
    expect(passwordStrength('abcdefghijkl')).toMatchObject({
      score: 2,
      label: 'Weak',
      color: 'red',
    });
  });

  test('score 3 is Medium and yellow', () => {
    expect(passwordStrength('Abcdefg1')).toMatchObject({
      score: 3,
      label: 'Medium',
      color: 'yellow',
    });
  });

  test('score 4 and 5 are Strong and green', () => {
    expect(passwordStrength('Abcdefg1!')).toMatchObject({
      score: 4,
      label: 'Strong',
      color: 'green',
    });
    expect(passwordStrength('Abcdefghij1!')).toMatchObject({
      score: 5,
      label: 'Strong',
      color: 'green',
    });
  });

  test('the checklist follows the password', () => {
    expect(passwordStrength('abc').checks).toEqual({
      length: false,
      uppercase: false,
      number: false,
      special: false,
    });
    expect(passwordStrength('Abcdefg1 ').checks).toEqual({
      length: true,
      uppercase: true,
      number: true,
      special: true,
    });
  });
});

describe('login field rules', () => {
  test('blank is required, an "@" without an e-mail shape is invalid', () => {
    expect(validateUsernameOrEmail('   ')).toBe('username_or_email_required');
    expect(validateUsernameOrEmail('ada@')).toBe('invalid_email');
    expect(validateUsernameOrEmail('ada@example.com')).toBeNull();
    expect(validateUsernameOrEmail('ada')).toBeNull();
  });

  test('the login schema reports the spec messages per field, by code', () => {
    const result = loginRequestSchema.safeParse({ username_or_email: '', password: 'short' });
    expect(result.success).toBe(false);
    const codes = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(codes).toEqual([
      ['username_or_email', 'username_or_email_required'],
      ['password', 'password_too_short'],
    ]);
    const english = codes?.map(([field, code = '']) => [field, englishMessage(code)]);
    expect(english).toEqual([
      ['username_or_email', 'Username or email is required'],
      ['password', 'Password must be at least 8 characters'],
    ]);
  });
});

describe('registration rules', () => {
  /** What a person must fill in; the other fields of the form may be left out. */
  const required = {
    email: 'ada@example.com',
    username: 'ada.l',
    password: 'Analytical1!',
    confirm_password: 'Analytical1!',
    sector: 'research',
    country: 'uk',
    agreed_to_terms: true,
  };
  const valid = {
    ...required,
    full_name: 'Ada Lovelace',
    company: '',
    newsletter_subscribed: false,
    mac_address: null,
  };

  test('a complete form passes, and so does one with only the required fields', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
    expect(registerRequestSchema.safeParse(required).success).toBe(true);
  });

  test('takes any country and the sectors student and other', () => {
    expect(sectors).toEqual(expect.arrayContaining(['student', 'other']));
    for (const [sector, country] of [
      ['student', 'NL'],
      ['other', 'turkey'],
    ]) {
      expect(registerRequestSchema.safeParse({ ...required, sector, country }).success).toBe(true);
    }
    const unknown = registerRequestSchema.safeParse({ ...required, country: 'XX' });
    expect(unknown.error?.issues.map((issue) => issue.message)).toEqual(['country_required']);
  });

  test('an empty e-mail says "Email is required", a malformed one "Invalid email format"', () => {
    expect(validateEmail('  ')).toBe('email_required');
    expect(validateEmail('ada@')).toBe('invalid_email');
    const empty = registerRequestSchema.safeParse({ ...required, email: '' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'email_required'],
    ]);
  });

  test('every broken rule gives the code of its spec message', () => {
    // By field: a value that breaks its rule, the rule's code and the specification's English.
    const broken = {
      email: ['not-an-email', 'invalid_email', 'Invalid email format'],
      username: ['ab', 'username_too_short', 'Username must be at least 3 characters'],
      password: ['short', 'password_too_short', 'Password must be at least 8 characters'],
      confirm_password: ['other', 'passwords_do_not_match', 'Passwords do not match'],
      sector: ['', 'sector_required', 'Sector is required'],
      country: ['mars', 'country_required', 'Country is required'],
      agreed_to_terms: [false, 'terms_required', 'You must agree to the terms'],
    } as const;
    const column = (index: 0 | 1 | 2) =>
      Object.fromEntries(Object.entries(broken).map(([field, row]) => [field, row[index]]));
    const result = registerRequestSchema.safeParse({ ...valid, ...column(0) });
    // By field too: the order of the issues is not part of the contract.
    const issues = result.error?.issues ?? [];
    const byField = (pick: (issue: (typeof issues)[number]) => unknown) =>
      Object.fromEntries(issues.map((issue) => [issue.path.join('.'), pick(issue)]));
    expect(byField((issue) => issue.message)).toEqual(column(1));
    expect(byField((issue) => englishMessage(issue.message))).toEqual(column(2));
  });

  test('a username never contains "@" or spaces', () => {
    expect(validateUsername('ada@home')).toBe('username_characters');
    expect(validateUsername('ada lovelace')).toBe('username_characters');
  });
});
