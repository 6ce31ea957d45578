import { useLayoutEffect } from 'react';
import { useTranslation } from '../i18n/react';
import { changeLanguage } from '../i18n/i18n';
import { storeLanguage, type Language } from '../i18n/language';
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

/** The strings follow the language the path names ("/tr/…"), on arrival and on every move. */
function useLanguageOfPath(language: Language): void {
  const { i18n } = useTranslation();
  useLayoutEffect(() => {
    // Remembered for the pages a server sends the reader back to without a language (/oauth).
    storeLanguage(language);
    if (i18n.language !== language) void changeLanguage(language);
  }, [i18n, language]);
}

export function RootLayout() {
  const { pathname, language } = useLocation();
  const pending = useNavigationPending();
  useLanguageOfPath(language);
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
