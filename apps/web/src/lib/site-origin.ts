import { createContext, useContext } from 'react';

/** The site's origin where there is no window (the prerender sets it; docs/decisions/0014). */
export const SiteOriginContext = createContext<string | null>(null);

/** "https://sinyal.example": the address the reader's browser has, or the prerender's. */
export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
