/** One entry per route of the site. */
export const paths = {
  home: '/',
  extensions: '/extensions',
  /** A publisher's extensions: /publishers/<author name>. */
  publishers: '/publishers',
  docs: '/docs',
  download: '/download',
  about: '/about',
  careers: '/careers',
  login: '/login',
  register: '/register',
  legal: '/legal',
  privacy: '/privacy',
  /** The dashboard's Overview; every other tab is /dashboard/<tab> (dashboardTabPaths). */
  dashboard: '/dashboard',
  /** Approve a device's sign-in (RFC 8628's verification_uri; docs/architecture.md §9). */
  activate: '/activate',
  /** The user menu's old address of the Profile tab: leads on to /dashboard/profile. */
  profile: '/profile',
  pricing: '/pricing',
  contact: '/contact',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  emailChange: '/email-change',
  blog: '/blog',
  community: '/community',
  tutorials: '/tutorials',
  demo: '/demo',
  changelog: '/changelog',
  /** Where a Google or GitHub sign-in comes back to, with a one-time code (docs/architecture.md §16). */
  oauth: '/oauth',
  /** The operator console (docs/architecture.md §15); everyone else sees the not-found page. */
  admin: '/admin',
  /** The reader's organizations; /orgs/<slug> is one of them (docs/architecture.md §17). */
  orgs: '/orgs',
  /** Where an organization's invitation mail leads, with the link's token. */
  invite: '/invite',
} as const;

export type PathKey = keyof typeof paths;

/**
 * Each dashboard tab has its own address (docs/architecture.md §4), so a tab can be linked and Back
 * returns to the tab before. The Overview is the dashboard's own address.
 */
export const dashboardTabPaths = {
  overview: paths.dashboard,
  profile: `${paths.dashboard}/profile`,
  api: `${paths.dashboard}/api`,
  billing: `${paths.dashboard}/billing`,
  privacy: `${paths.dashboard}/privacy`,
  security: `${paths.dashboard}/security`,
  extensions: `${paths.dashboard}/extensions`,
} as const;
