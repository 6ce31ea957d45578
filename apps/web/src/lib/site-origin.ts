import { createContext, useContext } from 'react';

/** The site's origin where there is no window (the prerender sets it; docs/decisions/0014). */
export const SiteOriginContext = createContext<string | null>(null);

let servedOrigin: string | undefined;

/**
 * The public address the server wrote into the page it sent (its PUBLIC_URL, in the canonical
 * link), which the hydrated page must show as the server did even when the browser reached it by
 * another name (127.0.0.1, a proxy's inner address); the browser's own where the page has none.
 */
function pageOrigin(): string {
  if (servedOrigin === undefined) {
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    servedOrigin = window.location.origin;
    if (canonical) {
      try {
        servedOrigin = new URL(canonical).origin;
      } catch {
        // An unreadable link: the browser's own address.
      }
    }
  }
  return servedOrigin;
}

/** "https://sinyal.example": the site's public address, as the prerender or the server wrote it. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? pageOrigin();
}
