import { useCallback, useEffect, useRef, useState } from 'react';
import { findActiveSection, isScrolledToBottom } from './active-section';
import { animateWindowScroll } from './animate-scroll';
import { scrollTargetFor } from './scroll-animation';

/** A section link stops this far from the section (docs/product.md §2: offset 100 px, below the sticky header). */
export const sectionScrollOffset = -100;
/** A section becomes current once its top is this close to the viewport top. */
export const activeSectionThreshold = 150;
export const sectionScrollDuration = 500;

/**
 * How much taller than 100 px the sticky site header is right now. On narrow screens the
 * announcement bar wraps and the header grows; both distances above are measured from below it,
 * so a section never stops hidden under the header.
 */
function headerOverhang(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom + sectionScrollOffset);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface PinnedSection {
  id: string;
  /** Where the scroll came to rest; null while the animation is still running. */
  restY: number | null;
}

/**
 * Tracks which of the sections (by element id) the reader is on, and scrolls to one on request.
 * After a click the chosen section stays highlighted until the reader scrolls away, even when the
 * page is too short to bring it to the top (otherwise the last section would "win" at the bottom).
 */
export function useSectionNavigation(ids: readonly string[]) {
  const [activeId, setActiveId] = useState<string | undefined>(ids[0]);
  const pinned = useRef<PinnedSection | null>(null);
  const cancelAnimation = useRef<(() => void) | null>(null);

  const measure = useCallback(() => {
    const scrollY = window.scrollY;
    const pin = pinned.current;
    if (pin) {
      if (pin.restY === null || Math.abs(scrollY - pin.restY) < 2) return;
      pinned.current = null;
    }
    const sectionTops = ids.map((id) => {
      const element = document.getElementById(id);
      return element ? element.getBoundingClientRect().top + scrollY : Number.POSITIVE_INFINITY;
    });
    const index = findActiveSection({
      sectionTops,
      scrollY,
      threshold: activeSectionThreshold + headerOverhang(),
      atBottom: isScrolledToBottom(
        scrollY,
        window.innerHeight,
        document.documentElement.scrollHeight,
      ),
    });
    setActiveId(ids[index]);
  }, [ids]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [measure]);

  useEffect(() => () => cancelAnimation.current?.(), []);

  const goToSection = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      cancelAnimation.current?.();
      const root = document.documentElement;
      const target = scrollTargetFor(
        section.getBoundingClientRect().top + window.scrollY,
        sectionScrollOffset - headerOverhang(),
        root.scrollHeight - window.innerHeight,
      );
      pinned.current = { id, restY: null };
      setActiveId(id);
      // Keyboard and screen-reader users continue reading from the section they chose.
      section.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
      cancelAnimation.current = animateWindowScroll(
        target,
        prefersReducedMotion() ? 0 : sectionScrollDuration,
        (arrived) => {
          cancelAnimation.current = null;
          if (arrived) {
            pinned.current = { id, restY: window.scrollY };
          } else {
            pinned.current = null;
            measure();
          }
        },
      );
    },
    [measure],
  );

  return { activeId, goToSection };
}
