import { useEffect, useRef } from 'react';
import { useLocation } from '../../../lib/router/router';
import { toHref } from '../../../lib/router/location';
import { scrollOnPlainClick } from '../../../lib/section-navigation/section-link-click';

export interface SectionLink {
  id: string;
  title: string;
}

interface SectionNavProps {
  label: string;
  sections: readonly SectionLink[];
  activeId: string | undefined;
  onSelect: (id: string) => void;
}

/**
 * The document's table of contents: sticky at the side on wide screens, a horizontal strip above
 * the text on narrow ones. Each link still carries a real "/route#section" address so it can be
 * copied or opened in a new tab; a plain click scrolls instead and leaves the address alone.
 */
export function SectionNav({ label, sections, activeId, onSelect }: SectionNavProps) {
  const { pathname, language } = useLocation();
  const list = useRef<HTMLOListElement>(null);

  // In the horizontal strip the current link may be off to the side: bring it into view
  // without moving the page itself (scrollIntoView would).
  useEffect(() => {
    const strip = list.current;
    if (!strip || strip.scrollWidth <= strip.clientWidth || !activeId) return;
    const link = strip.querySelector<HTMLElement>(`[data-section="${activeId}"]`);
    if (!link) return;
    const left = link.offsetLeft - (strip.clientWidth - link.offsetWidth) / 2;
    strip.scrollLeft = Math.max(0, left);
  }, [activeId]);

  return (
    <nav className="doc-nav" aria-label={label}>
      <p className="doc-nav__title" aria-hidden="true">
        {label}
      </p>
      <ol className="doc-nav__list" ref={list}>
        {sections.map((section) => {
          const current = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={toHref(`${pathname}#${section.id}`, language)}
                data-section={section.id}
                className={current ? 'doc-nav__link is-current' : 'doc-nav__link'}
                aria-current={current ? 'location' : undefined}
                onClick={scrollOnPlainClick(onSelect, section.id)}
              >
                {section.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
