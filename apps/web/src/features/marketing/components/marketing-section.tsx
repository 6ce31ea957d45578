import { useId, type ReactNode } from 'react';

interface MarketingSectionProps {
  title: string;
  intro?: string;
  /** `section` with any modifier (`section section--alt`). */
  className?: string;
  /** For a section that in-page links target: its id and its heading's. */
  id?: string;
  headingId?: string;
  /** Lets an in-page link move keyboard focus to the heading it scrolled to. */
  focusable?: boolean;
  children: ReactNode;
}

/** A marketing section: the centred h2 and intro line that name it, then its content. */
export function MarketingSection({
  title,
  intro,
  className = 'section',
  id,
  headingId,
  focusable = false,
  children,
}: MarketingSectionProps) {
  const ownHeadingId = useId();
  const heading = headingId ?? ownHeadingId;
  return (
    <section id={id} className={className} aria-labelledby={heading}>
      <div className="container">
        <div className="section-heading">
          <h2 id={heading} tabIndex={focusable ? -1 : undefined}>
            {title}
          </h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
