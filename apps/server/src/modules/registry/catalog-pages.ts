import { AppError } from '../../errors';
import type { CatalogPages } from '../../plugins/web';
import type { createCatalogueService } from './catalogue.service';

/** null for a missing extension or publisher (the page is then a 404); other failures are thrown. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The data of the site's catalogue pages (DESIGN §18), as the API gives it (a JSON round trip, so
 * the page's data is exactly what the browser would have fetched). `firstReviews` is the first
 * page of an extension's reviews (the reviews module's), so its ratings are in the drawn page.
 */
export function catalogPages(
  catalogue: ReturnType<typeof createCatalogueService>,
  firstReviews: (id: string) => Promise<unknown>,
): CatalogPages {
  const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));
  return {
    extension: async (id) => asJson(await orNull(() => catalogue.detail(id))),
    reviews: async (id) => asJson(await orNull(() => firstReviews(id))),
    publisher: async (name) => asJson(await orNull(() => catalogue.publisher(name))),
    extensionIds: () => catalogue.ids(),
  };
}
