import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/contact.json';
import tr from '../../i18n/locales/tr/contact.json';

describe('contact strings', () => {
  it('say where the answer goes once the message is sent', () => {
    for (const table of [en, tr]) {
      expect(table.form.sent.text).toContain('{{email}}');
      expect(table.form.sent.text).toContain('{{sales}}');
    }
  });
});
