import { describe, expect, it } from 'vitest';
import { contactMessages } from '@sinyal/contracts/contact';
import en from '../../i18n/locales/en/contact.json';
import tr from '../../i18n/locales/tr/contact.json';

describe('contact form strings', () => {
  it('translate every contracts message, word for word in English', () => {
    for (const [key, text] of Object.entries(contactMessages)) {
      expect(en.form.messages).toHaveProperty(key, text);
      expect(tr.form.messages).toHaveProperty(key);
    }
  });
});
