import { useId, type ReactNode } from 'react';

/** One of the demo's data sources: a card named by its heading, a line on what it does, its controls. */
export function SourceCard({
  heading,
  text,
  children,
}: {
  heading: string;
  /** Left out when the source cannot work in this browser and the card says so instead. */
  text?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card demo-source" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {text ? <p>{text}</p> : null}
      {children}
    </section>
  );
}
