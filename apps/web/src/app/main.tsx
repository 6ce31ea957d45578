import './legacy-address';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18next, i18nReady } from '../i18n/i18n';
import { matchPath, splitLanguage } from '../lib/router/location';
import { readPageData, seedPageData } from '../lib/page-data';
import { PathRouter } from '../lib/router/router';
import { beginHydration, HydrationWindow } from '../lib/hydration';
import { SessionProvider } from '../lib/session';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import '../styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Fetch the first screen and its strings in parallel with the common strings,
// instead of one after the other once React has rendered the layout.
const firstRoute = routes.find((route) =>
  matchPath(route.path, splitLanguage(window.location.pathname).pathname),
);
const firstScreen: Promise<unknown>[] = firstRoute
  ? [firstRoute.preload(), i18next.loadNamespaces(firstRoute.namespaces)]
  : [];
// A catalogue page drawn by the server carries its data: the screen hydrates with it at once.
const pageData = readPageData();
if (pageData) {
  firstScreen.push(
    import('../lib/query-client').then(({ queryClient }) =>
      seedPageData(queryClient, splitLanguage(window.location.pathname).pathname, pageData),
    ),
  );
}

const app = (
  <StrictMode>
    <PathRouter>
      <SessionProvider>
        <RootLayout />
      </SessionProvider>
    </PathRouter>
  </StrictMode>
);

// Render once the common strings are in, so the first paint is already translated. A prerendered
// page (docs/decisions/0014) is hydrated: React takes over the markup instead of drawing it again.
void Promise.all([i18nReady, ...firstScreen].map((step) => step.catch(() => undefined))).then(
  () => {
    if (container.hasChildNodes()) {
      beginHydration();
      // In one task, not as a transition: a tap that landed between a transition's slices could
      // be lost (a link followed by nobody). The page is readable long before this runs.
      hydrateRoot(container, <HydrationWindow>{app}</HydrationWindow>);
    } else {
      createRoot(container).render(app);
    }
  },
);
