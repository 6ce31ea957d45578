interface SectionHeaderProps {
  headingId: string;
  title: string;
  intro?: string;
  /** Lets an in-page link move keyboard focus to the heading it scrolled to. */
  focusable?: boolean;
}

/** The centred h2 and intro line that open each marketing section. */
export function SectionHeader({ headingId, title, intro, focusable = false }: SectionHeaderProps) {
  return (
    <div className="section-heading">
      <h2 id={headingId} tabIndex={focusable ? -1 : undefined}>
        {title}
      </h2>
      {intro && <p>{intro}</p>}
    </div>
  );
}
