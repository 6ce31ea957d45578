import type { LucideIcon } from 'lucide-react';
import './icon-mark.css';

interface IconMarkProps {
  icon: LucideIcon;
  /** A problem is shown in the danger colour. */
  tone?: 'brand' | 'danger';
  size?: number;
}

/** A round badge with an icon above a card's heading; decorative, the heading says it all. */
export function IconMark({ icon: Icon, tone = 'brand', size = 30 }: IconMarkProps) {
  return (
    <span className={`icon-mark icon-mark--${tone}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
