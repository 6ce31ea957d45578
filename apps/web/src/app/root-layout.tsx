import { Routes, useLocation, useNavigationPending } from '../lib/router/router';
import { notFoundRoute, routes } from './routes';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/page-spinner';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { RouteProgress } from '../components/layout/route-progress';
import { ScrollManager } from '../components/layout/scroll-manager';
import { TopBar } from '../components/layout/top-bar';

export function RootLayout() {
  const { pathname } = useLocation();
  const pending = useNavigationPending();
  return (
    <>
      <RouteProgress />
      <Header />
      <TopBar />
      <main id="main" tabIndex={-1} aria-busy={pending || undefined}>
        <ErrorBoundary resetKey={pathname} fallback={<RouteError />}>
          <Routes routes={routes} notFound={notFoundRoute} pending={<PageSpinner />} />
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollManager />
    </>
  );
}
