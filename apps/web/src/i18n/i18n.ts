import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredLanguage, detectLanguage, storeLanguage, type Language } from './language';

// Each namespace is its own chunk, fetched with the route that needs it, so the
// home page does not pay for the legal text of another page. A namespace is a JSON file, or a
// module that builds it (the English messages, from the contracts' tables).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  './locales/*/*.ts',
  '!./locales/*/*.test.ts',
]);

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load =
      bundles[`./locales/${language}/${namespace}.json`] ??
      bundles[`./locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`Missing translations: ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

export const initialLanguage: Language =
  readStoredLanguage() ?? detectLanguage(navigator.languages ?? [navigator.language]);

export const i18nReady = i18next
  .use(lazyBundles)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    fallbackLng: 'en',
    supportedLngs: ['en', 'tr'],
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = initialLanguage;

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18next.changeLanguage(language);
}

export { i18next };
