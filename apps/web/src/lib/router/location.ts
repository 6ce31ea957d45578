import { withoutTrailingSlashes } from '@sinyal/contracts/trailing-slashes';
/**
 * Routes live in the URL fragment: "#/docs?x=1#section" is pathname "/docs",
 * search "?x=1" and an in-page section "#section".
 */
export interface HashLocation {
  pathname: string;
  search: string;
  hash: string;
}

export function parseHash(fragment: string): HashLocation {
  let rest = fragment.startsWith('#') ? fragment.slice(1) : fragment;
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
  let pathname = rest.startsWith('/') ? rest : `/${rest}`;
  // "/docs/" and "/docs" are the same page.
  if (pathname.length > 1 && pathname.endsWith('/'))
    pathname = withoutTrailingSlashes(pathname) || '/';
  return { pathname, search, hash };
}

/** The href of a route: "/download" becomes "#/download". */
export function toHref(to: string): string {
  return `#${to.startsWith('/') ? to : `/${to}`}`;
}

export function isActivePath(current: string, target: string, end: boolean): boolean {
  const targetPath = parseHash(target).pathname;
  if (end || targetPath === '/') return current === targetPath;
  return current === targetPath || current.startsWith(`${targetPath}/`);
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
