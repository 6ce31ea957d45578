import i18next, { type Resource } from '../i18n/runtime';
import { initReactI18next } from '../i18n/react';

/**
 * A fresh i18next for one test, holding only the strings it names: ready at once (no Suspense),
 * and values shown as they are, as React escapes them itself.
 */
export async function testI18n(language: string, resources: Resource, defaultNS?: string) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources,
    ...(defaultNS ? { defaultNS } : {}),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
