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
  // Everything before the chart (recorders, data sources, processing) shares the recorder's icon.
  const Icon = category === 'Visualization' ? ChartSpline : CircleDot;
  return (
    <span className={`ext-icon ext-icon--${category.toLowerCase()}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}
