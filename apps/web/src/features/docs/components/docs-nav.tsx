import { useTranslation } from '../../../i18n/react';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { scrollOnPlainClick } from '../../../lib/section-navigation/section-link-click';
import { useSectionNavigation } from '../../../lib/section-navigation/use-section-navigation';
import { docsGroups, type DocsSectionId } from '../docs-sections';

interface DocsNavProps {
  /** The page on screen, or null on the index. */
  current: DocsSectionId | null;
  /** The headings of the page on screen; the one being read is highlighted as the page scrolls. */
  headings: { id: string; text: string }[];
}

/**
 * The contents: every page of the docs by group, the page on screen marked, and under it its
 * headings. A heading's link is a real address (`/docs/<page>#<heading>`); a plain click scrolls in
 * place.
 */
export function DocsNav({ current, headings }: DocsNavProps) {
  const { t } = useTranslation('docs');
  const { activeId, goToSection } = useSectionNavigation(headings.map((heading) => heading.id));
  return (
    <nav className="docs-nav" aria-labelledby="docs-nav-heading">
      <h2 id="docs-nav-heading" className="docs-nav__heading">
        {t('nav.heading')}
      </h2>
      {docsGroups.map((group) => (
        <div key={group.id} className="docs-nav__group">
          <h3 className="docs-nav__group-heading">{t(`groups.${group.id}`)}</h3>
          <ul>
            {group.pages.map((page) => {
              const isCurrent = page === current;
              return (
                <li key={page}>
                  <Link
                    to={`${paths.docs}/${page}`}
                    className={isCurrent ? 'is-active' : undefined}
                    aria-current={isCurrent ? 'page' : undefined}
                  >
                    {t(`sections.${page}`)}
                  </Link>
                  {isCurrent && headings.length > 0 ? (
                    <ul className="docs-nav__headings" aria-label={t('nav.onThisPage')}>
                      {headings.map((heading) => (
                        <li key={heading.id}>
                          <Link
                            to={`${paths.docs}/${page}#${heading.id}`}
                            className={heading.id === activeId ? 'is-reading' : undefined}
                            aria-current={heading.id === activeId ? 'location' : undefined}
                            onClick={scrollOnPlainClick(goToSection, heading.id)}
                          >
                            {heading.text}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
