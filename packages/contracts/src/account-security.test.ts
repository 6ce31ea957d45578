import { describe, expect, test } from 'vitest';
import {
  createApiTokenRequestSchema,
  formatRecoveryCode,
  isRecoveryCode,
  isTotpCode,
  loginSecondStepRequestSchema,
} from './account-security';

describe('codes a person types', () => {
  test('a TOTP code is six digits; spaces and dashes are allowed', () => {
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('123 456')).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  test('a recovery code is 16 characters of its alphabet, in any case, grouped or not', () => {
    expect(isRecoveryCode('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(isRecoveryCode('ABCDEFGHJKMNPQRS')).toBe(true);
    expect(isRecoveryCode('abcd-efgh-jkmn-pqr1')).toBe(false);
    expect(formatRecoveryCode('ABCDEFGHJKMNPQRS')).toBe('abcd-efgh-jkmn-pqrs');
  });

  test('the second step takes a code or a recovery code, not both, not neither', () => {
    const token = 'x'.repeat(43);
    expect(
      loginSecondStepRequestSchema.safeParse({ mfa_token: token, code: '123456' }).success,
    ).toBe(true);
    expect(
      loginSecondStepRequestSchema.safeParse({
        mfa_token: token,
        recovery_code: 'abcdefghjkmnpqrs',
      }).success,
    ).toBe(true);
    for (const body of [
      { mfa_token: token },
      { mfa_token: token, code: '123456', recovery_code: 'abcdefghjkmnpqrs' },
    ]) {
      const result = loginSecondStepRequestSchema.safeParse(body);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['mfa_answer_required']);
    }
  });
});

describe('API token requests', () => {
  test('scopes are read, or read and publish, in either order', () => {
    const ok = (scopes: string[]) =>
      createApiTokenRequestSchema.safeParse({ name: 'a', scopes }).success;
    expect(ok(['read'])).toBe(true);
    expect(ok(['publish', 'read'])).toBe(true);
    expect(ok(['publish'])).toBe(false);
    expect(ok([])).toBe(false);
    expect(ok(['read', 'read'])).toBe(false);
  });
});
