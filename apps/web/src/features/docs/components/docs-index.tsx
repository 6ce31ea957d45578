import { useTranslation } from '../../../i18n/react';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { docsGroups } from '../docs-sections';

/** `/docs`: every page by group with what it covers. */
export function DocsIndex() {
  const { t } = useTranslation('docs');
  return (
    <section className="docs-index" aria-labelledby="docs-index-heading">
      <h2 id="docs-index-heading" tabIndex={-1}>
        {t('index.heading')}
      </h2>
      <p className="docs-lead">{t('index.lead', { product: brand.productName })}</p>
      {docsGroups.map((group) => (
        <div key={group.id} className="docs-index__group">
          <h3>{t(`groups.${group.id}`)}</h3>
          <ul className="docs-index__pages">
            {group.pages.map((page) => (
              <li key={page} className="card">
                <Link to={`${paths.docs}/${page}`}>{t(`sections.${page}`)}</Link>
                <p>{t(`summaries.${page}`)}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        {t('index.changelog')} <Link to={paths.changelog}>{t('index.changelogLink')}</Link>
      </p>
    </section>
  );
}
