import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';
import { isLanguage, type Language } from '../../i18n/language';

/**
 * A route of the site (docs/decisions/0014): "/tr/docs?x=1#section" is the Turkish page of route
 * "/docs", search "?x=1" and an in-page section (or a secret, see fragmentParams) "#section".
 * `pathname` never holds the language: links name routes, and the router adds the reader's prefix.
 */
export interface SiteLocation {
  pathname: string;
  search: string;
  hash: string;
  language: Language;
}

/** The language whose pages live at the root; every other one has its prefix ("/tr/…"). */
export const defaultLanguage: Language = 'en';

function cleanPath(path: string): string {
  const pathname = path.startsWith('/') ? path : `/${path}`;
  // "/docs/" and "/docs" are the same page.
  if (pathname.length > 1 && pathname.endsWith('/')) return withoutTrailingSlashes(pathname) || '/';
  return pathname;
}

/** Splits "/tr/pricing" into the route "/pricing" and the language "tr". */
export function splitLanguage(path: string): { pathname: string; language: Language } {
  const pathname = cleanPath(path);
  const first = pathname.split('/')[1] ?? '';
  if (first !== defaultLanguage && isLanguage(first)) {
    return { pathname: cleanPath(pathname.slice(first.length + 1)), language: first };
  }
  return { pathname, language: defaultLanguage };
}

/** The address of a route in a language: ("/pricing", "tr") is "/tr/pricing". */
export function localizePath(route: string, language: Language): string {
  const pathname = cleanPath(route);
  if (language === defaultLanguage) return pathname;
  return pathname === '/' ? `/${language}` : `/${language}${pathname}`;
}

export function parseLocation(pathname: string, search: string, hash: string): SiteLocation {
  return { ...splitLanguage(pathname), search: search === '?' ? '' : search, hash };
}

/** Splits a link target "/docs?x=1#y" into its parts. */
export function splitTarget(to: string): { pathname: string; search: string; hash: string } {
  let rest = to;
  let hash = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  let search = '';
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest === '' ? '' : cleanPath(rest), search, hash };
}

/**
 * The href of a route in the reader's language: ("/download", "tr") is "/tr/download". A target
 * that is only a section ("#features") stays in the page.
 */
export function toHref(to: string, language: Language = defaultLanguage): string {
  const { pathname, search, hash } = splitTarget(to);
  if (pathname === '') return `${search}${hash}`;
  return `${localizePath(pathname, language)}${search}${hash}`;
}

export function isActivePath(current: string, target: string, end: boolean): boolean {
  const targetPath = splitTarget(target).pathname || '/';
  if (end || targetPath === '/') return current === targetPath;
  return current === targetPath || current.startsWith(`${targetPath}/`);
}

/**
 * Pages whose links carry a secret (a token, a one-time code, a pairing key): in the path form the
 * secret lives in the fragment, which the browser never sends to a server or in a Referer.
 */
const secretPages = new Set([
  '/verify-email',
  '/reset-password',
  '/email-change',
  '/invite',
  '/oauth',
  '/extensions',
]);

/**
 * The path an old hash address ("#/pricing?x=1#plans", decision 0001) stands for
 * ("/pricing?x=1#plans"); null when the fragment is not such an address. On a page with a secret,
 * the old query moves to the fragment ("#/verify-email?token=t" is "/verify-email#token=t").
 */
export function legacyHashTarget(fragment: string): string | null {
  if (!fragment.startsWith('#/')) return null;
  const { pathname, search, hash } = splitTarget(fragment.slice(1));
  const route = pathname || '/';
  if (search && secretPages.has(splitLanguage(route).pathname)) {
    return `${route}#${search.slice(1)}`;
  }
  return `${route}${search}${hash}`;
}

/** The parameters a link carries in its fragment ("#token=…"), or in its query (older links). */
export function fragmentParams(location: Pick<SiteLocation, 'search' | 'hash'>): URLSearchParams {
  const params = new URLSearchParams(location.search);
  if (location.hash.includes('=')) {
    for (const [name, value] of new URLSearchParams(location.hash.slice(1)))
      params.set(name, value);
  }
  return params;
}

/**
 * Matches "/extensions/:id" against "/extensions/abc" → { id: "abc" }; null when it does not match.
 * A last segment written ":name?" may be left out: "/dashboard/:tab?" matches "/dashboard" (no
 * `tab`) and "/dashboard/security", as one route, so moving between them keeps the screen.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  let want = pattern.split('/');
  const have = pathname.split('/');
  const last = want.at(-1) ?? '';
  if (last.startsWith(':') && last.endsWith('?')) {
    if (have.length === want.length - 1) want = want.slice(0, -1);
    else want = [...want.slice(0, -1), last.slice(0, -1)];
  }
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index++) {
    const part = want[index] as string;
    const value = have[index] as string;
    if (part.startsWith(':')) {
      if (!value) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}
