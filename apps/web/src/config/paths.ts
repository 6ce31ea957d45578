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
  dashboard: '/dashboard',
  /** Approve a device's sign-in (RFC 8628's verification_uri; docs/architecture.md §9). */
  activate: '/activate',
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
} as const;

export type PathKey = keyof typeof paths;
