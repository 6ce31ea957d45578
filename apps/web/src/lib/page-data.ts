import type { QueryClient } from '@tanstack/react-query';

/** The catalogue's data a server-drawn page carries (docs/decisions/0014). */
export interface PageData {
  extension?: unknown;
  /** The first page of the extension's reviews, most recent first. */
  reviews?: unknown;
  publisher?: unknown;
}

/** The id of the element the server writes a page's data in, as JSON. */
export const pageDataId = 'page-data';

/**
 * Puts a page's data where its screen's queries look (features/extensions/api), so the server's
 * render and the browser's hydration both draw it without a request.
 */
export function seedPageData(client: QueryClient, route: string, data: PageData): void {
  let name: string;
  try {
    name = decodeURIComponent(route.split('/')[2] ?? '');
  } catch {
    return;
  }
  if (data.extension) client.setQueryData(['extensions', 'detail', name], data.extension);
  // The key of reviewsQueryOptions(name, 'recent', 1) (features/extensions/api/reviews.ts).
  if (data.reviews) client.setQueryData(['extensions', 'reviews', name, 'recent', 1], data.reviews);
  if (data.publisher) client.setQueryData(['extensions', 'publisher', name], data.publisher);
}

/** The data the server wrote into this page, if any. */
export function readPageData(): PageData | null {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
