import type { ReactNode } from 'react';

/** A card of the Security tab, in the dashboard cards' look: a section named by its heading. */
export function MethodCard({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="card security-card sign-in-methods" aria-labelledby={id}>
      <h2 id={id} className="dashboard-card-title">
        {heading}
      </h2>
      {children}
    </section>
  );
}
