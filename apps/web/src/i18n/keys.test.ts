import i18next from './runtime';
import { describe, expect, it } from 'vitest';
import en from './locales/en/extensions.json';
import { isKeyUnder } from './keys';

async function englishStrings() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', resources: { en: { extensions: en } } });
  return i18n;
}

describe('isKeyUnder', () => {
  it('knows a mode the strings name, and t() then says it in words', async () => {
    const i18n = await englishStrings();
    const mode: string = 'enterprise';
    expect(isKeyUnder(i18n, 'extensions', 'modes', mode)).toBe(true);
    if (isKeyUnder(i18n, 'extensions', 'modes', mode)) {
      expect(i18n.getFixedT(null, 'extensions')(`modes.${mode}`)).toBe('Enterprise');
    }
  });

  it('does not know a mode a newer manifest may carry, an empty one, or another namespace', async () => {
    const i18n = await englishStrings();
    expect(isKeyUnder(i18n, 'extensions', 'modes', 'quantum')).toBe(false);
    expect(isKeyUnder(i18n, 'extensions', 'modes', '')).toBe(false);
    expect(isKeyUnder(i18n, 'dashboard', 'modes', 'realtime')).toBe(false);
  });
});
