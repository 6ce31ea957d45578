import { Link, useLocation } from '../../lib/router/router';
import { useTranslation } from '../../i18n/react';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export default function Screen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="container narrow-page">
      <p className="eyebrow">404</p>
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text', { path: pathname })}</p>
      <p className="button-row">
        <Link className="button button--primary" to={paths.home}>
          {t('notFound.home')}
        </Link>
        <Link className="button button--ghost" to={paths.docs}>
          {t('notFound.docs')}
        </Link>
      </p>
    </section>
  );
}
