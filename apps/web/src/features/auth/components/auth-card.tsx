import { useEffect, useRef, type ReactNode } from 'react';
import { BrandMark } from '../../../components/ui/brand-mark';
import '../auth.css';

interface AuthCardProps {
  heading: string;
  intro: ReactNode;
  wide?: boolean;
  /** Moves the focus to the heading, for a card whose content has just been replaced. */
  focusHeading?: boolean;
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in and registration screens share. */
export function AuthCard({
  heading,
  intro,
  wide = false,
  focusHeading = false,
  footer,
  children,
}: AuthCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <div className="auth-page">
      <div className={wide ? 'auth-card auth-card--wide' : 'auth-card'}>
        <header className="auth-card__header">
          <BrandMark size={40} />
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          <p>{intro}</p>
        </header>
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
