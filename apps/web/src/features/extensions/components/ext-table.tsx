import type { ReactNode } from 'react';

/**
 * A table of the detail page (versions, manifest) in a framed region that scrolls sideways on
 * narrow screens; the region is focusable and named, so keyboard users can reach and scroll it.
 */
export function ExtTable({
  label,
  className,
  children,
}: {
  /** Names both the region and the table. */
  label: string;
  className: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  return (
    <div className={`ext-table ${className}`} role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{label}</caption>
        {children}
      </table>
    </div>
  );
}
