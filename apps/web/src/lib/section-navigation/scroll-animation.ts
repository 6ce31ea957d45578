/** Ease-in-out cubic: starts gently, moves fast through the middle, settles softly. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `from` to `to` lasting `duration` ms. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsed: number,
  duration: number,
): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsed / duration);
}

/**
 * The scroll position for bringing an element to the viewport top shifted by `offset`
 * (-100 stops 100 px short, below the sticky header), kept inside what the page can scroll to.
 */
export function scrollTargetFor(elementTop: number, offset: number, maxScroll: number): number {
  return Math.round(Math.min(Math.max(0, elementTop + offset), Math.max(0, maxScroll)));
}
