import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router/router';
import { docsSections } from '../docs-sections';
import { scrollToSection } from '../scroll-to-section';
import { useActiveSection } from '../use-active-section';

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The section list. Each link has a real address (`/docs#rest-api`) so it can be opened in a
 * new tab or shared; a plain click scrolls in place instead of changing the route.
 */
export function DocsNav() {
  const { t } = useTranslation('docs');
  const active = useActiveSection(docsSections);
  return (
    <nav className="docs-nav" aria-labelledby="docs-nav-heading">
      <h2 id="docs-nav-heading" className="docs-nav__heading">
        {t('nav.heading')}
      </h2>
      <ul>
        {docsSections.map((id) => (
          <li key={id}>
            <Link
              to={`${paths.docs}#${id}`}
              className={id === active ? 'is-active' : undefined}
              aria-current={id === active ? 'location' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                scrollToSection(id);
              }}
            >
              {t(`sections.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
