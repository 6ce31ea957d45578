import { readStoredLanguage } from '../i18n/language';
import { legacyHashTarget, localizePath, splitLanguage } from '../lib/router/location';

// Imported first by main.tsx: an old hash address ("/#/pricing", decision 0001) becomes its path
// before the language is read or anything renders, and Back never returns to the old form.
const target = legacyHashTarget(window.location.hash);
if (target !== null) window.history.replaceState(window.history.state, '', target);

// A provider's way back (/oauth, docs/architecture.md §16) cannot know the page's language: it
// continues in the language the reader last chose on the site.
const { pathname, language } = splitLanguage(window.location.pathname);
const chosen = readStoredLanguage();
if (pathname === '/oauth' && language === 'en' && chosen !== null && chosen !== language) {
  const { search, hash } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${localizePath(pathname, chosen)}${search}${hash}`,
  );
}
