import { Routes, useLocation } from '../lib/router/router';
import { notFoundRoute, routes } from './routes';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/page-spinner';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { ScrollManager } from '../components/layout/scroll-manager';

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname} fallback={<RouteError />}>
          <Routes routes={routes} notFound={notFoundRoute} pending={<PageSpinner />} />
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollManager />
    </>
  );
}
