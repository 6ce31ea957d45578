/** One entry per route of the site. */
export const paths = {
  home: '/',
  extensions: '/extensions',
  docs: '/docs',
  download: '/download',
  about: '/about',
  careers: '/careers',
  login: '/login',
  register: '/register',
  legal: '/legal',
  privacy: '/privacy',
  dashboard: '/dashboard',
  profile: '/profile',
  pricing: '/pricing',
  contact: '/contact',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  blog: '/blog',
  community: '/community',
  tutorials: '/tutorials',
} as const;

export type PathKey = keyof typeof paths;
