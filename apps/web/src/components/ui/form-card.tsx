import { useEffect, useRef, type ReactNode } from 'react';
import './form-card.css';

interface FormCardProps {
  /** The page band around the card; the shared tinted band (form-card.css) unless a feature has its own. */
  pageClassName?: string;
  /** The picture above the heading (brand mark or icon). */
  mark: ReactNode;
  heading: string;
  intro?: ReactNode;
  /** A wider card, for forms laid out in two columns. */
  wide?: boolean;
  /** Moves the focus to the heading: for content that replaced what the reader was using. */
  focusHeading?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
}

/** The centred card of the sign-in, registration, e-mail verification and password screens. */
export function FormCard({
  pageClassName = 'form-card-page',
  mark,
  heading,
  intro,
  wide = false,
  focusHeading = false,
  footer,
  children,
}: FormCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, heading]);

  return (
    <div className={pageClassName}>
      <div className={wide ? 'form-card form-card--wide' : 'form-card'}>
        <header className="form-card__header">
          {mark}
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          {intro && <p>{intro}</p>}
        </header>
        {children}
        {footer && <div className="form-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
