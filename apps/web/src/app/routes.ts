import { createElement, lazy, use, type ComponentType } from 'react';
import type { RouteDefinition } from '../lib/router/router';
import { paths } from '../config/paths';

type ScreenModule = { default: ComponentType };

export interface AppRoute extends RouteDefinition {
  /** Starts downloading the screen and its strings, before React asks for them. */
  preload: () => Promise<unknown>;
  /** The screen's file in ./routes, without ".tsx": a prerendered page links its chunk and CSS. */
  screen: string;
  namespaces: string[];
}

// Every screen is its own chunk.
const screens = import.meta.glob<ScreenModule>('./routes/*.tsx');

/**
 * A screen loaded on demand, like React's lazy(), except that a screen already loaded renders at
 * once: main.tsx loads the first screen before hydrating, so hydrating the prerendered screen does
 * not wait for one more round of suspense (React's lazy() always suspends on its first render).
 */
function loadable(load: () => Promise<ScreenModule>) {
  let loaded: ScreenModule | undefined;
  let loading: Promise<ScreenModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Screen() {
    return createElement((loaded ?? use(preload())).default);
  }
  return { component: Screen, preload };
}

function route(path: string, screen: string, namespaces: string[]): AppRoute {
  const load = screens[`./routes/${screen}.tsx`];
  if (!load) throw new Error(`No screen ./routes/${screen}.tsx`);
  return { path, ...loadable(load), screen, namespaces };
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

export const routes: AppRoute[] = [
  route(paths.home, 'home', ['home']),
  route(paths.extensions, 'extensions', ['extensions']),
  route(`${paths.extensions}/:id`, 'extension-detail', ['extensions']),
  route(`${paths.publishers}/:name`, 'publisher', ['extensions']),
  route(paths.docs, 'docs', docsNamespaces),
  route(`${paths.docs}/:section`, 'docs', docsNamespaces),
  route(paths.download, 'download', ['download', 'pricing']),
  route(paths.about, 'about', ['about']),
  route(paths.careers, 'careers', ['careers']),
  route(paths.login, 'login', ['auth', 'account', 'forms', 'messages', 'sign-in']),
  route(paths.register, 'register', ['auth', 'forms', 'messages']),
  route(paths.oauth, 'oauth', ['auth', 'forms', 'messages', 'sign-in']),
  route(paths.legal, 'legal', ['legal']),
  route(paths.privacy, 'privacy', ['privacy']),
  // One route for every tab, so moving between tabs keeps the screen (and what it holds).
  route(`${paths.dashboard}/:tab?`, 'dashboard', dashboardNamespaces),
  route(paths.profile, 'dashboard', dashboardNamespaces),
  route(paths.activate, 'activate', ['activate', 'forms', 'messages']),
  // The payment note speaks with the checkout's strings (dashboard).
  route(paths.pricing, 'pricing', ['pricing', 'dashboard']),
  route(paths.contact, 'contact', ['contact', 'messages']),
  route(paths.resetPassword, 'reset-password', ['account', 'forms', 'messages']),
  route(paths.verifyEmail, 'verify-email', ['account', 'messages']),
  route(paths.emailChange, 'email-change', ['account', 'messages']),
  route(paths.blog, 'blog', ['external']),
  route(paths.community, 'community', ['external']),
  route(paths.tutorials, 'tutorials', ['external']),
  route(paths.changelog, 'changelog', ['changelog']),
  route(paths.demo, 'demo', ['demo']),
  route(paths.admin, 'admin', ['admin']),
  route(paths.orgs, 'orgs', orgsNamespaces),
  route(`${paths.orgs}/:slug`, 'org', orgsNamespaces),
  route(paths.invite, 'invite', orgsNamespaces),
];

export const notFoundRoute = lazy(() => import('./routes/not-found'));
