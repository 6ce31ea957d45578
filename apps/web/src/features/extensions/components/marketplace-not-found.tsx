import { useTranslation } from '../../../i18n/react';
import { Link } from '../../../lib/router/router';
import { extensionsPath } from '../lib/connection';

/** An extension or publisher the registry does not know: what happened and the way back. */
export function MarketplaceNotFound({ heading, text }: { heading: string; text: string }) {
  const { t } = useTranslation('extensions');
  return (
    <section className="container narrow-page ext-not-found">
      <h1>{heading}</h1>
      <p>{text}</p>
      <Link to={extensionsPath()} className="button button--primary">
        {t('detail.notFoundBack')}
      </Link>
    </section>
  );
}
