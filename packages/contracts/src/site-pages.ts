// The site's addresses (DESIGN §18, docs/decisions/0014), shared by the web (its prerender) and
// the server (which pages exist, the sitemap, robots.txt).

export const siteLanguages = ['en', 'tr'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];

/**
 * The documentation's pages in reading order, in two groups; each page has its own address
 * (`/docs/<id>`).
 */
export const docsGroups = [
  {
    id: 'guide',
    pages: [
      'installing',
      'connecting-sources',
      'dashboards',
      'recording-replay',
      'using-extensions',
    ],
  },
  {
    id: 'develop',
    pages: [
      'getting-started',
      'plugin-api',
      'publishing',
      'rest-api',
      'authentication',
      'best-practices',
      'code-examples',
      'troubleshooting',
    ],
  },
] as const;

/** Every public page whose text is known at build time: prerendered in each language. */
export const publicPages: readonly string[] = [
  '/',
  '/pricing',
  '/extensions',
  '/docs',
  ...docsGroups.flatMap((group) => group.pages.map((page) => `/docs/${page}`)),
  '/download',
  '/demo',
  '/changelog',
  '/about',
  '/careers',
  '/contact',
  '/legal',
  '/privacy',
  '/blog',
  '/community',
  '/tutorials',
];

/** Pages drawn from the catalogue, rendered by the server per request. */
export const catalogPagePrefixes = {
  extension: '/extensions/',
  publisher: '/publishers/',
} as const;

/**
 * The account pages: served as the site's shell (the browser draws them), never indexed. A
 * pattern ending in "/*" also covers the addresses below it.
 */
export const accountPages: readonly string[] = [
  '/login',
  '/register',
  '/activate',
  '/reset-password',
  '/verify-email',
  '/email-change',
  // The organization invitation a mail links to (DESIGN §17).
  '/invite',
  '/oauth',
  '/profile',
  '/dashboard',
  '/dashboard/*',
  '/admin',
  '/admin/*',
];

/** Where robots may not go (and what the sitemap leaves out). */
export const disallowedForRobots: readonly string[] = ['/dashboard', '/admin', '/api'];

/** "/tr/pricing" → { route: "/pricing", language: "tr" }; the root language has no prefix. */
export function splitSitePath(path: string): { route: string; language: SiteLanguage } {
  const [, first = '', ...rest] = path.split('/');
  if (first === 'tr')
    return { route: `/${rest.join('/')}`.replace(/(.)\/$/, '$1'), language: 'tr' };
  return { route: path.length > 1 ? path.replace(/\/$/, '') : '/', language: 'en' };
}

/** The address of a route in a language: ("/", "tr") is "/tr", ("/pricing", "tr") "/tr/pricing". */
export function sitePath(route: string, language: SiteLanguage): string {
  if (language === 'en') return route;
  return route === '/' ? '/tr' : `/tr${route}`;
}

export function isAccountPage(route: string): boolean {
  return accountPages.some((pattern) =>
    pattern.endsWith('/*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern,
  );
}
