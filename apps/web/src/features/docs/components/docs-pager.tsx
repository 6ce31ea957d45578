import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { docsSections, type DocsSectionId } from '../docs-sections';

/** Links to the page before and after this one, in the contents' order. */
export function DocsPager({ current }: { current: DocsSectionId }) {
  const { t } = useTranslation('docs');
  const at = docsSections.indexOf(current);
  const previous = at > 0 ? docsSections[at - 1] : undefined;
  const next = docsSections[at + 1];
  return (
    <nav className="docs-pager" aria-label={t('pager.label')}>
      {previous ? (
        <Link to={`${paths.docs}/${previous}`} className="docs-pager__link" rel="prev">
          <span className="docs-pager__direction">
            <ArrowLeft aria-hidden="true" size={16} />
            {t('pager.previous')}
          </span>
          <span className="docs-pager__title">{t(`sections.${previous}`)}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={`${paths.docs}/${next}`}
          className="docs-pager__link docs-pager__link--next"
          rel="next"
        >
          <span className="docs-pager__direction">
            {t('pager.next')}
            <ArrowRight aria-hidden="true" size={16} />
          </span>
          <span className="docs-pager__title">{t(`sections.${next}`)}</span>
        </Link>
      ) : null}
    </nav>
  );
}
