import { useEffect } from 'react';
import { toHref } from '../../../lib/router/location';
import { useLocation } from '../../../lib/router/router';

/**
 * Calls `onFollow` when a link to the route already shown is clicked. The browser fires no
 * hashchange then, so without this, choosing "Profile" in the user menu while on /profile (with
 * another tab open) would do nothing.
 */
export function useLinkToCurrentRoute(onFollow: () => void): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const current = toHref(`${pathname}${search}`);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link?.getAttribute('href') === current) onFollow();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [pathname, search, onFollow]);
}
