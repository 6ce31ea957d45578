import { useEffect } from 'react';

/**
 * Marks the page interactive, `<html data-interactive>`, once the screen's part of it has been
 * committed: hydrated over the prerendered markup, or drawn. Until then a prerendered button looks
 * ready and does nothing. Rendered beside the screen in the router's Suspense boundary, whose
 * content React may hydrate in a pass after the rest. Whoever must not act before the page can
 * answer (the browser tests, a monitoring probe) waits for it.
 */
export function InteractiveMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
  }, []);
  return null;
}
