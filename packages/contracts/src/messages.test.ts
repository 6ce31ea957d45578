import { describe, expect, expectTypeOf, test } from 'vitest';
import { rateLimitedMessage, retryWait, waitTexts } from './api-error';
import {
  englishMessage,
  englishTemplates,
  isMessageCode,
  messageCodes,
  messageTables,
} from './message-catalog';
import { defineMessages, formatMessage, withValues } from './messages';

describe('message tables', () => {
  test('spell a code from its name unless the entry gives one', () => {
    const table = defineMessages({
      sessionNotFound: 'There is no such session',
      authRequired: ['unauthorized', 'Log in to continue.'],
    });
    expect(table.codes).toEqual({
      sessionNotFound: 'session_not_found',
      authRequired: 'unauthorized',
    });
    expect(table.texts.authRequired).toBe('Log in to continue.');
    expect(table.byCode).toEqual({
      session_not_found: 'There is no such session',
      unauthorized: 'Log in to continue.',
    });
    expectTypeOf(table.codes.sessionNotFound).toEqualTypeOf<'session_not_found'>();
    expectTypeOf(table.codes.authRequired).toEqualTypeOf<'unauthorized'>();
  });
});

describe('message catalog', () => {
  test('codes are snake_case words (a word may hold digits: admin_2fa_required)', () => {
    for (const code of messageCodes) expect(code).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
  });

  test('a code used by two tables has one English text', () => {
    const seen = new Map<string, string>();
    for (const table of messageTables) {
      for (const [code, text] of Object.entries(table)) {
        const english = formatMessage(text, { retry_after_s: 7, extension_id: 'x' });
        expect(seen.get(code) ?? english, code).toBe(english);
        seen.set(code, english);
      }
    }
  });

  test('turns a code into English with its values, and knows which codes exist', () => {
    expect(englishMessage('invalid_email')).toBe('Invalid email format');
    expect(englishMessage('extension_not_found', { extension_id: 'scope' })).toBe(
      'No extension with the id "scope"',
    );
    expect(
      englishMessage('version_not_higher', { version: '1.0.0', latest_version: '1.2.0' }),
    ).toBe(
      'Version 1.0.0 is not higher than the latest published version 1.2.0: raise "version" in manifest.json',
    );
    expect(englishMessage('no_such_code')).toBeUndefined();
    expect(isMessageCode('password_too_short')).toBe(true);
    expect(isMessageCode('Password must be at least 8 characters')).toBe(false);
  });
});

describe('message templates, the English strings of the web', () => {
  test('hold each code with a {{name}} where a value goes', () => {
    expect(Object.keys(englishTemplates)).toEqual([...messageCodes]);
    expect(englishTemplates.invalid_email).toBe('Invalid email format');
    expect(englishTemplates.extension_not_found).toBe(
      'No extension with the id "{{extension_id}}"',
    );
    expect(englishTemplates.rate_limited).toBe('Too many attempts. Try again in {{wait}}.');
  });

  test('filled with their values, say word for word what the server says', () => {
    for (const code of messageCodes) {
      if (code === 'rate_limited') continue; // Its {{wait}} is worked out: tested below.
      const template = englishTemplates[code];
      const names = [...template.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
      const params = Object.fromEntries(names.map((name, index) => [name, `value ${index}`]));
      expect(withValues(template)(params), code).toBe(englishMessage(code, params));
    }
  });

  test('say a 429 as the server does once its wait is filled in', () => {
    const wait = withValues(waitTexts.minutes_other)({ count: 15 });
    expect(withValues(englishTemplates.rate_limited)({ wait })).toBe(rateLimitedMessage(900));
    const second = withValues(waitTexts.seconds_one)({ count: 1 });
    expect(withValues(englishTemplates.rate_limited)({ wait: second })).toBe(rateLimitedMessage(1));
  });
});

describe('rate limit wait', () => {
  test('is said in seconds under a minute and in whole minutes, rounded up, from a minute on', () => {
    expect(retryWait(1)).toEqual({ unit: 'seconds', count: 1 });
    expect(retryWait(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(retryWait(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(retryWait(61)).toEqual({ unit: 'minutes', count: 2 });
    expect(retryWait(900)).toEqual({ unit: 'minutes', count: 15 });
    expect(rateLimitedMessage(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(rateLimitedMessage(42)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(rateLimitedMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
    expect(rateLimitedMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
    expect(englishMessage('rate_limited', { retry_after_s: 900 })).toBe(
      'Too many attempts. Try again in 15 minutes.',
    );
  });
});

describe('texts with values', () => {
  test('fill each {{name}} with its value, or the fallback when the message came without it', () => {
    const text = withValues('"{{extension_id}}" has no version {{version}}', { version: 'yet' });
    expect(formatMessage(text, { extension_id: 'scope', version: '1.2.0' })).toBe(
      '"scope" has no version 1.2.0',
    );
    expect(formatMessage(text, { extension_id: 'scope' })).toBe('"scope" has no version yet');
    expect(englishMessage('slow_down')).toBe(
      'Polling too fast: wait at least 5 seconds between requests',
    );
    expect(englishMessage('slow_down', { interval: 10 })).toBe(
      'Polling too fast: wait at least 10 seconds between requests',
    );
  });
});
