import type { ReactNode } from 'react';

/** One named fact of an extension (category, mode, dates…) in a card's or a detail page's list. */
export function Fact({
  label,
  children,
  className,
  title,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  /** The value in full, where the list shows it shortened. */
  title?: string;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}
