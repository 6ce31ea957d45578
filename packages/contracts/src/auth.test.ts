import { describe, expect, test } from 'vitest';
import {
  loginRequestSchema,
  passwordStrength,
  registerRequestSchema,
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
  const valid = {
    full_name: 'Ada Lovelace',
    email: 'ada@example.com',
    username: 'ada.l',
    password: 'Analytical1!',
    confirm_password: 'Analytical1!',
    sector: 'research',
    country: 'uk',
    company: '',
    newsletter_subscribed: false,
    agreed_to_terms: true,
    mac_address: null,
  };

  test('a complete form passes', () => {
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
  });

  test('every broken rule gives the code of its spec message', () => {
    const result = registerRequestSchema.safeParse({
      ...valid,
      email: 'not-an-email',
      username: 'ab',
      password: 'short',
      confirm_password: 'other',
      sector: '',
      country: 'mars',
      agreed_to_terms: false,
    });
    const byField = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(byField).toEqual({
      email: 'invalid_email',
      username: 'username_too_short',
      password: 'password_too_short',
      confirm_password: 'passwords_do_not_match',
      sector: 'sector_required',
      country: 'country_required',
      agreed_to_terms: 'terms_required',
    });
    const english = Object.fromEntries(
      Object.entries(byField).map(([field, code]) => [field, englishMessage(String(code))]),
    );
    expect(english).toEqual({
      email: 'Invalid email format',
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 8 characters',
      confirm_password: 'Passwords do not match',
      sector: 'Sector is required',
      country: 'Country is required',
      agreed_to_terms: 'You must agree to the terms',
    });
  });

  test('a username never contains "@" or spaces', () => {
    expect(validateUsername('ada@home')).toBe('username_characters');
    expect(validateUsername('ada lovelace')).toBe('username_characters');
  });
});
