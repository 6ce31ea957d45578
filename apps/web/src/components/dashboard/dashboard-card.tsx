import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  /**
   * What stands on the heading's row, at the far end (a badge, a button). A card that passes the
   * prop keeps that row even while its value renders nothing, so the layout does not jump.
   */
  aside?: ReactNode;
  /** Classes beside `card`, such as security-card. */
  className?: string;
  children: ReactNode;
}

/** A card of a dashboard tab: a section named by its heading. */
export function DashboardCard(props: DashboardCardProps) {
  const { id, heading, aside, className, children } = props;
  const title = (
    <h2 id={id} className="dashboard-card-title">
      {heading}
    </h2>
  );
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      {'aside' in props ? (
        <div className="dashboard-card-head">
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
