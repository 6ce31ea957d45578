import { scrollPositionAt } from './scroll-animation';

// Any of these means the reader has taken over; fighting them for the rest of the animation
// would feel broken.
const takeoverEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window to `to` over `duration` ms with requestAnimationFrame, easing in and out.
 * A duration of 0 jumps. Calls `onEnd(true)` when it arrives and `onEnd(false)` when the reader
 * interrupts or `cancel` is called. Returns `cancel`.
 */
export function animateWindowScroll(
  to: number,
  duration: number,
  onEnd: (arrived: boolean) => void,
): () => void {
  const from = window.scrollY;
  let frame = 0;
  let finished = false;

  const finish = (arrived: boolean) => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(frame);
    takeoverEvents.forEach((name) => window.removeEventListener(name, interrupt));
    onEnd(arrived);
  };
  const interrupt = () => finish(false);

  // "instant" so that a smooth scroll-behavior set by CSS cannot add its own animation per frame.
  if (duration <= 0 || from === to) {
    window.scrollTo({ top: to, behavior: 'instant' });
    finish(true);
    return () => {};
  }

  takeoverEvents.forEach((name) => window.addEventListener(name, interrupt, { passive: true }));
  const start = performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    window.scrollTo({ top: scrollPositionAt(from, to, elapsed, duration), behavior: 'instant' });
    if (elapsed >= duration) finish(true);
    else frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => finish(false);
}
