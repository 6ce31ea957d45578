import { useMemo, type ReactNode } from 'react';
import { useSectionNavigation } from '../../../lib/section-navigation/use-section-navigation';
import { SectionNav } from './section-nav';
import './document-page.css';

export interface DocumentSection {
  /** Element id; also the in-page address "/route#id". */
  id: string;
  title: string;
  content: ReactNode;
}

interface DocumentPageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** Dates and similar facts shown under the lead. */
  meta: ReactNode;
  navLabel: string;
  sections: readonly DocumentSection[];
}

/** A long legal document: hero, then a sticky table of contents beside the numbered sections. */
export function DocumentPage({
  eyebrow,
  title,
  lead,
  meta,
  navLabel,
  sections,
}: DocumentPageProps) {
  const ids = useStableIds(sections);
  const { activeId, goToSection } = useSectionNavigation(ids);

  return (
    <>
      <section className="page-hero doc-hero" aria-labelledby="document-title">
        <div className="container">
          <p className="eyebrow">{eyebrow}</p>
          <h1 id="document-title">{title}</h1>
          <p className="doc-hero__lead">{lead}</p>
          <div className="doc-hero__meta">{meta}</div>
        </div>
      </section>
      <div className="container doc-layout">
        <SectionNav
          label={navLabel}
          sections={sections}
          activeId={activeId}
          onSelect={goToSection}
        />
        <div className="doc-body">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className="doc-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} tabIndex={-1}>
                {section.title}
              </h2>
              {section.content}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

/** The same array for the same ids, so the scroll tracking is not torn down on every render. */
function useStableIds(sections: readonly DocumentSection[]): readonly string[] {
  const key = sections.map((section) => section.id).join(' ');
  return useMemo(() => (key ? key.split(' ') : []), [key]);
}
