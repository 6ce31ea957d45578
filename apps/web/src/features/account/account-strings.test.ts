import { describe, expect, it } from 'vitest';
import { authMessages } from '@sinyal/contracts/auth-messages';
import en from '../../i18n/locales/en/account.json';
import tr from '../../i18n/locales/tr/account.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('account strings', () => {
  it('translate the contracts messages under the same key and, in English, the same words', () => {
    for (const [key, text] of Object.entries(en.messages)) {
      if (key in authMessages) expect(text).toBe(authMessages[key as keyof typeof authMessages]);
    }
  });

  it('exist in Turkish for every English key', () => {
    expect(keys(tr).sort()).toEqual(keys(en).sort());
  });
});
