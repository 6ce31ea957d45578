import { beforeAll, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from '../i18n/react';
import { testI18n } from '../test/test-i18n';
import { messageCodes } from '@sinyal/contracts/message-catalog';
import en from '../i18n/locales/en/messages';
import tr from '../i18n/locales/tr/messages.json';
import { ApiError } from './api-client';
import { useMessageText, type MessageText } from './message-text';

const strings = { en: en as Record<string, unknown>, tr: tr as Record<string, unknown> };

describe('the messages strings', () => {
  it.each(Object.entries(strings))(
    '%s has a sentence for every code of the contracts',
    (_, table) => {
      const missing = messageCodes.filter((code) => {
        const text = table[code];
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );

  it('keep every number of the English in Turkish (limits, sizes)', () => {
    for (const code of messageCodes) {
      const numbers = String(en[code as keyof typeof en]).match(/\d+/g) ?? [];
      for (const number of numbers) expect(tr[code as keyof typeof tr], code).toContain(number);
    }
  });
});

async function translatorIn(language: 'en' | 'tr'): Promise<MessageText> {
  const i18n = await testI18n(language, { en: { messages: en }, tr: { messages: tr } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useMessageText(), { wrapper }).result.current;
}

const serverError = (status: number, body: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status, code: 'x', detail: 'x', fromServer: true, ...body });

describe('useMessageText', () => {
  let english: MessageText;
  let turkish: MessageText;
  beforeAll(async () => {
    english = await translatorIn('en');
    turkish = await translatorIn('tr');
  });

  it.each([
    ['en', 1, 'Too many attempts. Try again in 1 second.'],
    ['en', 42, 'Too many attempts. Try again in 42 seconds.'],
    ['en', 60, 'Too many attempts. Try again in 1 minute.'],
    ['en', 900, 'Too many attempts. Try again in 15 minutes.'],
    ['tr', 900, 'Çok fazla deneme yapıldı. 15 dakika sonra tekrar deneyin.'],
    ['tr', 42, 'Çok fazla deneme yapıldı. 42 saniye sonra tekrar deneyin.'],
  ] as const)(
    'says a lockout in seconds under a minute and in minutes from a minute on (%s, %i s)',
    (language, seconds, sentence) => {
      const text = language === 'en' ? english : turkish;
      expect(text.text('rate_limited', { retry_after_s: seconds })).toBe(sentence);
    },
  );

  it('says a lockout without a length as "later"', () => {
    expect(english.text('rate_limited')).toBe('Too many attempts. Try again later.');
  });

  it('translates field codes, and shows anything else as the generic "not valid"', () => {
    expect(turkish.field('password_too_short')).toBe('Parola en az 8 karakter olmalıdır');
    expect(english.field('Invalid input: expected string')).toBe('This value is not valid');
    expect(english.field(undefined)).toBeUndefined();
  });

  it('says what the server answered by its code, with the values it carries', () => {
    const locked = serverError(429, { code: 'rate_limited', params: { retry_after_s: 120 } });
    expect(turkish.error(locked, 'Giriş başarısız')).toBe(
      'Çok fazla deneme yapıldı. 2 dakika sonra tekrar deneyin.',
    );
    expect(turkish.error(serverError(401, { code: 'invalid_credentials' }), 'x')).toBe(
      'Kullanıcı adı veya parola hatalı',
    );
    const oneField = serverError(400, {
      code: 'invalid_input',
      fieldCodes: { email: 'invalid_email' },
    });
    expect(turkish.error(oneField, 'x')).toBe('Geçersiz e-posta biçimi');
    const unknownExtension = serverError(404, {
      code: 'extension_not_found',
      params: { extension_id: 'scope' },
    });
    expect(english.error(unknownExtension, 'x')).toBe('No extension with the id "scope"');
  });

  it("falls back to the screen's sentence when the server said nothing a reader can use", () => {
    const offline = new ApiError({ status: 0, code: 'network_error', detail: 'offline' });
    expect(english.error(offline, 'Login failed')).toBe('Login failed');
    const crashed = serverError(500, { code: 'internal_error' });
    expect(english.error(crashed, 'Update failed')).toBe('Update failed');
    expect(english.error(new Error('boom'), 'Update failed')).toBe('Update failed');
    const foreign = serverError(409, { code: 'http_409', detail: 'Email already registered' });
    expect(english.error(foreign, 'Registration failed')).toBe('Email already registered');
    expect(turkish.error(foreign, 'Kayıt başarısız')).toBe('Kayıt başarısız');
  });
});
