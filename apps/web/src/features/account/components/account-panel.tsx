import { useEffect, useRef, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import '../account.css';

interface AccountPanelProps {
  icon: LucideIcon;
  heading: string;
  intro?: ReactNode;
  /** Moves the focus to the heading: for content that replaced what the reader was using. */
  focusHeading?: boolean;
  /** Tone of the icon: a problem is shown in the danger colour. */
  tone?: 'brand' | 'danger';
  footer?: ReactNode;
  children?: ReactNode;
}

/** The centred card of the e-mail verification and password screens. */
export function AccountPanel({
  icon: Icon,
  heading,
  intro,
  focusHeading = false,
  tone = 'brand',
  footer,
  children,
}: AccountPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, heading]);

  return (
    <div className="account-page">
      <div className="account-card">
        <header className="account-card__header">
          <span className={`account-card__icon account-card__icon--${tone}`} aria-hidden="true">
            <Icon size={30} />
          </span>
          <h1 ref={headingRef} tabIndex={-1}>
            {heading}
          </h1>
          {intro && <p>{intro}</p>}
        </header>
        {children}
        {footer && <div className="account-card__footer">{footer}</div>}
      </div>
    </div>
  );
}
