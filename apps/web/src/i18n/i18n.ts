import i18next, { type MessagesBackend } from './runtime';
import { splitLanguage } from '../lib/router/location';
import { storeLanguage, type Language } from './language';

// Each namespace is its own chunk, fetched with the route that needs it, so the
// home page does not pay for the legal text of another page. A namespace is a JSON file, or a
// module that builds it (the English messages, from the contracts' tables).
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  './locales/*/*.ts',
  '!./locales/*/*.test.ts',
]);

export const lazyBundles: MessagesBackend = {
  type: 'backend',
  read(language, namespace, callback) {
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

// The path names the language (docs/decisions/0014): "/tr/…" is Turkish, any other page English,
// so the prerendered page and the first render agree.
// Outside a browser (the prerender) each page brings its own instance (app/render-page.tsx).
const inBrowser = typeof window !== 'undefined';
export const initialLanguage: Language = inBrowser
  ? splitLanguage(window.location.pathname).language
  : 'en';

export const i18nReady = i18next.use(lazyBundles).init({
  lng: initialLanguage,
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  returnNull: false,
});

if (inBrowser) {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  document.documentElement.lang = initialLanguage;
}

/** Shows the strings of `language`; the router calls it when the path's language changes. */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
}

export { i18next };
