import type { ReactNode } from 'react';

interface PageHeroProps {
  /** The small line above the heading; screens reached from another page's button go without. */
  eyebrow?: string;
  heading: string;
  lead: string;
  /** Classes after `page-hero`, for a page's own spacing. */
  className?: string;
  /** What follows the lead: links, a status line. */
  children?: ReactNode;
}

/** The band that opens a page: a small eyebrow line, the page's one h1 and the line that leads in. */
export function PageHero({ eyebrow, heading, lead, className, children }: PageHeroProps) {
  return (
    <section className={className ? `page-hero ${className}` : 'page-hero'}>
      <div className="container">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{heading}</h1>
        <p>{lead}</p>
        {children}
      </div>
    </section>
  );
}
