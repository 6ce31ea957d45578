import { useEffect } from 'react';
import { useLocation } from '../../lib/router/router';

/**
 * Routes live in the URL fragment, so an in-page anchor is written "#/path#section".
 * On a new path the page starts at the top; with a section it scrolls there.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    // The section may belong to a route chunk that is still loading.
    let frames = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      if (frames++ < 120) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);
  return null;
}
