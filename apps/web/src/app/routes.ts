import { lazy, type ComponentType } from 'react';
import type { RouteDefinition } from '../lib/router/router';
import { paths } from '../config/paths';

type ScreenModule = { default: ComponentType };

interface AppRoute extends RouteDefinition {
  /** Starts downloading the screen and its strings, before React asks for them. */
  preload: () => Promise<unknown>;
  namespaces: string[];
}

function route(path: string, load: () => Promise<ScreenModule>, namespaces: string[]): AppRoute {
  return { path, component: lazy(load), preload: load, namespaces };
}

const dashboardNamespaces = [
  'dashboard',
  'account',
  'forms',
  'messages',
  'pricing',
  'sign-in',
  'orgs',
];
const orgsNamespaces = ['orgs', 'forms', 'messages'];
const docsNamespaces = ['docs', 'docs-publishing', 'docs-guide', 'docs-plugin'];

// Every screen is its own chunk.
export const routes: AppRoute[] = [
  route(paths.home, () => import('./routes/home'), ['home']),
  route(paths.extensions, () => import('./routes/extensions'), ['extensions']),
  route(`${paths.extensions}/:id`, () => import('./routes/extension-detail'), ['extensions']),
  route(`${paths.publishers}/:name`, () => import('./routes/publisher'), ['extensions']),
  route(paths.docs, () => import('./routes/docs'), docsNamespaces),
  route(`${paths.docs}/:section`, () => import('./routes/docs'), docsNamespaces),
  route(paths.download, () => import('./routes/download'), ['download', 'pricing']),
  route(paths.about, () => import('./routes/about'), ['about']),
  route(paths.careers, () => import('./routes/careers'), ['careers']),
  route(paths.login, () => import('./routes/login'), [
    'auth',
    'account',
    'forms',
    'messages',
    'sign-in',
  ]),
  route(paths.register, () => import('./routes/register'), ['auth', 'forms', 'messages']),
  route(paths.oauth, () => import('./routes/oauth'), ['auth', 'forms', 'messages', 'sign-in']),
  route(paths.legal, () => import('./routes/legal'), ['legal']),
  route(paths.privacy, () => import('./routes/privacy'), ['privacy']),
  // One route for every tab, so moving between tabs keeps the screen (and what it holds).
  route(`${paths.dashboard}/:tab?`, () => import('./routes/dashboard'), dashboardNamespaces),
  route(paths.profile, () => import('./routes/dashboard'), dashboardNamespaces),
  route(paths.activate, () => import('./routes/activate'), ['activate', 'forms', 'messages']),
  route(paths.pricing, () => import('./routes/pricing'), ['pricing']),
  route(paths.contact, () => import('./routes/contact'), ['contact', 'messages']),
  route(paths.resetPassword, () => import('./routes/reset-password'), [
    'account',
    'forms',
    'messages',
  ]),
  route(paths.verifyEmail, () => import('./routes/verify-email'), ['account', 'messages']),
  route(paths.emailChange, () => import('./routes/email-change'), ['account', 'messages']),
  route(paths.blog, () => import('./routes/blog'), ['external']),
  route(paths.community, () => import('./routes/community'), ['external']),
  route(paths.tutorials, () => import('./routes/tutorials'), ['external']),
  route(paths.changelog, () => import('./routes/changelog'), ['changelog']),
  route(paths.demo, () => import('./routes/demo'), ['demo']),
  route(paths.admin, () => import('./routes/admin'), ['admin']),
  route(paths.orgs, () => import('./routes/orgs'), orgsNamespaces),
  route(`${paths.orgs}/:slug`, () => import('./routes/org'), orgsNamespaces),
  route(paths.invite, () => import('./routes/invite'), orgsNamespaces),
];

export const notFoundRoute = lazy(() => import('./routes/not-found'));
