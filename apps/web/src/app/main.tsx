import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18next, i18nReady } from '../i18n/i18n';
import { matchPath, parseHash } from '../lib/router/location';
import { HashRouter } from '../lib/router/router';
import { SessionProvider } from '../lib/session';
import { RootLayout } from './root-layout';
import { routes } from './routes';
import '../styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Fetch the first screen and its strings in parallel with the common strings,
// instead of one after the other once React has rendered the layout.
const firstRoute = routes.find((route) =>
  matchPath(route.path, parseHash(window.location.hash).pathname),
);
const firstScreen = firstRoute
  ? [firstRoute.preload(), i18next.loadNamespaces(firstRoute.namespaces)]
  : [];

// Render once the common strings are in, so the first paint is already translated.
void Promise.all([i18nReady, ...firstScreen].map((step) => step.catch(() => undefined))).then(
  () => {
    createRoot(container).render(
      <StrictMode>
        <HashRouter>
          <SessionProvider>
            <RootLayout />
          </SessionProvider>
        </HashRouter>
      </StrictMode>,
    );
  },
);
