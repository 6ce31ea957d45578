export interface ActiveSectionInput {
  /** Top edge of each section in document coordinates (px from the top of the page), in page order. */
  sectionTops: readonly number[];
  /** Current vertical scroll position of the page (window.scrollY). */
  scrollY: number;
  /** A section counts as reached once its top is this close to the viewport top, or above it. */
  threshold: number;
  /** Whether the page cannot scroll any further down. */
  atBottom: boolean;
}

/**
 * The index of the section the reader is on, or -1 when there are no sections.
 *
 * The current section is the last one whose top has come within `threshold` of the viewport top.
 * Before any section is reached the first one is reported, so the navigation always shows where
 * reading starts. At the very bottom the last section wins: a short closing section may never
 * reach the threshold, yet it is plainly what the reader is looking at.
 */
export function findActiveSection({
  sectionTops,
  scrollY,
  threshold,
  atBottom,
}: ActiveSectionInput): number {
  if (sectionTops.length === 0) return -1;
  if (atBottom) return sectionTops.length - 1;
  let active = 0;
  sectionTops.forEach((top, index) => {
    if (top - scrollY <= threshold) active = index;
  });
  return active;
}

/** True when the page is scrolled to its end (within a pixel of rounding slack). */
export function isScrolledToBottom(
  scrollY: number,
  viewportHeight: number,
  documentHeight: number,
): boolean {
  return scrollY + viewportHeight >= documentHeight - 1;
}
