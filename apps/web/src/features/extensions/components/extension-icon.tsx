import { ChartSpline, CircleDot } from 'lucide-react';
import type { ExtensionCategory } from '@sinyal/contracts/extension-catalog';

/** A recorder records (a dot), a visualization draws (a curve). */
export function ExtensionIcon({
  category,
  size = 24,
}: {
  category: ExtensionCategory;
  size?: number;
}) {
  const Icon = category === 'Recorder' ? CircleDot : ChartSpline;
  return (
    <span className={`ext-icon ext-icon--${category.toLowerCase()}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
