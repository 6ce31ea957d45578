import { lazy } from 'react';
import type { RouteDefinition } from '../lib/router/router';
import { paths } from '../config/paths';

// Every screen is its own chunk.
export const routes: RouteDefinition[] = [
  { path: paths.home, component: lazy(() => import('./routes/home')) },
  { path: paths.extensions, component: lazy(() => import('./routes/extensions')) },
  { path: paths.docs, component: lazy(() => import('./routes/docs')) },
  { path: paths.download, component: lazy(() => import('./routes/download')) },
  { path: paths.about, component: lazy(() => import('./routes/about')) },
  { path: paths.careers, component: lazy(() => import('./routes/careers')) },
  { path: paths.login, component: lazy(() => import('./routes/login')) },
  { path: paths.register, component: lazy(() => import('./routes/register')) },
  { path: paths.legal, component: lazy(() => import('./routes/legal')) },
  { path: paths.privacy, component: lazy(() => import('./routes/privacy')) },
  { path: paths.dashboard, component: lazy(() => import('./routes/dashboard')) },
  { path: paths.profile, component: lazy(() => import('./routes/dashboard')) },
  { path: paths.pricing, component: lazy(() => import('./routes/pricing')) },
  { path: paths.contact, component: lazy(() => import('./routes/contact')) },
  { path: paths.resetPassword, component: lazy(() => import('./routes/reset-password')) },
  { path: paths.blog, component: lazy(() => import('./routes/blog')) },
  { path: paths.community, component: lazy(() => import('./routes/community')) },
  { path: paths.tutorials, component: lazy(() => import('./routes/tutorials')) },
];

export const notFoundRoute = lazy(() => import('./routes/not-found'));
