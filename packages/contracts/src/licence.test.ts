import { describe, expect, test } from 'vitest';
import {
  activateRequestSchema,
  deviceAuthorizeRequestSchema,
  formatUserCode,
  normalizeUserCode,
  userCodeAlphabet,
} from './licence';

describe('user codes', () => {
  test('are typed in any case, with or without the dash or spaces', () => {
    for (const typed of ['BCDF-GHJK', 'bcdf-ghjk', 'bcdfghjk', ' BCDF GHJK ', 'Bcdf-Ghjk']) {
      expect(normalizeUserCode(typed)).toBe('BCDFGHJK');
    }
    expect(formatUserCode('BCDFGHJK')).toBe('BCDF-GHJK');
  });

  test('refuse letters that are easy to confuse, and a wrong length', () => {
    for (const typed of ['BCDF-GHJ0', 'BCDF-GHJI', 'ABCD-EFGH', 'BCDF-GHJ', 'BCDF-GHJKL', '']) {
      expect(normalizeUserCode(typed)).toBeNull();
    }
    expect(userCodeAlphabet).toHaveLength(20);
    expect(userCodeAlphabet).not.toMatch(/[AEIOUY01]/);
  });
});

describe('device requests', () => {
  test('a MAC address is accepted only as null', () => {
    const device = { device_name: 'Lab PC', os: 'Linux', app_version: '1.0.0' };
    expect(deviceAuthorizeRequestSchema.safeParse({ ...device, mac_address: null }).success).toBe(
      true,
    );
    expect(
      deviceAuthorizeRequestSchema.safeParse({ ...device, mac_address: '00:11:22:33:44:55' })
        .success,
    ).toBe(false);
  });

  test('a fingerprint is base64url, never a MAC address', () => {
    const key = 'A'.repeat(43);
    expect(
      activateRequestSchema.safeParse({ fingerprint: 'x'.repeat(16), public_key: key }).success,
    ).toBe(true);
    const mac = activateRequestSchema.safeParse({
      fingerprint: '00:11:22:33:44:55',
      public_key: key,
    });
    expect(mac.error?.issues[0]?.message).toBe('fingerprint_invalid');
  });
});
