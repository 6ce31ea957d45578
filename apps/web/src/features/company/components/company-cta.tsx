import type { ReactNode } from 'react';

interface CompanyCtaProps {
  id: string;
  heading: string;
  text: string;
  /** A class beside `section` for the band around it. */
  className?: string;
  /** The actions beside the text: links or a mail button with its note. */
  children: ReactNode;
}

/** The dark call-to-action band that ends a company page (about, careers). */
export function CompanyCta({ id, heading, text, className, children }: CompanyCtaProps) {
  return (
    <section className={className ? `section ${className}` : 'section'} aria-labelledby={id}>
      <div className="container">
        <div className="company-cta">
          <div>
            <h2 id={id}>{heading}</h2>
            <p>{text}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
