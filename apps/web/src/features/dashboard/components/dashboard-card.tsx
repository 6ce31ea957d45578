import type { ReactNode } from 'react';

interface DashboardCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: ReactNode;
  /** Classes beside `card`, such as security-card. */
  className?: string;
  children: ReactNode;
}

/** A card of a dashboard tab: a section named by its heading. */
export function DashboardCard({ id, heading, className, children }: DashboardCardProps) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      <h2 id={id} className="dashboard-card-title">
        {heading}
      </h2>
      {children}
    </section>
  );
}
