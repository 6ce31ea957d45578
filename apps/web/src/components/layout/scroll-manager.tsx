import { useEffect, useLayoutEffect, useRef } from 'react';
import { useHistoryEntry, useLocation } from '../../lib/router/router';
import { scrollMemory } from './scroll-memory';

// About two seconds of frames: long enough for a screen whose data arrives a moment later.
const maxFrames = 120;

/** Calls `step` on each frame until it returns true, the frames run out or the reader takes over. */
function retryEachFrame(step: () => boolean): () => void {
  let frames = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.removeEventListener(type, stop);
    }
  };
  const tick = () => {
    if (step() || frames++ >= maxFrames) stop();
    else handle = requestAnimationFrame(tick);
  };
  for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  tick();
  return stop;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Scrolling as on a site of separate pages: a new page starts at the top, or at its section when
 * the address names one ("/path#section"); Back and Forward return to where the reader was on
 * that entry. The router changes the address itself, so the browser cannot do this on its own.
 */
export function ScrollManager() {
  const { hash } = useLocation();
  const { key, action, keepScroll } = useHistoryEntry();
  const shown = useRef(key);

  useEffect(() => {
    let frame = 0;
    const record = () => {
      if (frame) return;
      // The entry the scroll happened on: by the next frame Back may already show another one,
      // which must not be given this position.
      const entry = shown.current;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (entry === shown.current) scrollMemory.remember(entry, window.scrollY);
      });
    };
    const persist = () => scrollMemory.persist();
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, so the new screen never shows at the old screen's position.
  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    shown.current = key;
    const saved = action === 'pop' ? scrollMemory.recall(key) : undefined;
    if (saved !== undefined) {
      // The screen may still be growing (data, images): try again until it is tall enough.
      return retryEachFrame(() => {
        window.scrollTo({ top: saved, behavior: 'instant' });
        return Math.abs(window.scrollY - saved) < 2;
      });
    }
    // A new tab of the same screen: the screen decides what to bring into view.
    if (keepScroll) return;
    if (!hash) {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    const id = safeDecode(hash.slice(1));
    // The section may belong to a part of the screen that is still loading.
    return retryEachFrame(() => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return target !== null;
    });
  }, [key, action, keepScroll, hash]);

  return null;
}
