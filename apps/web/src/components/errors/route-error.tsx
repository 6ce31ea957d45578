import { useTranslation } from '../../i18n/react';
import { paths } from '../../config/paths';
import { Link } from '../../lib/router/router';

/** Shown when a screen fails (a deploy replaced its chunk, or the network dropped). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="container narrow-page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.text')}</p>
      <p className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {t('routeError.reload')}
        </button>
        <Link className="button button--ghost" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
