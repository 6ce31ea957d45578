import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  extensionListResponseSchema,
  extensionPageSizeMax,
  type ExtensionSort,
} from '@sinyal/contracts/extensions-api';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

// Enough for any catalogue the page can usefully show at once; search then narrows it.
const maxPages = 10;

/** `GET /api/extensions`, page after page, in the order the reader chose (A–Z at first). */
export function catalogueQueryOptions(sort: ExtensionSort = 'name') {
  return infiniteQueryOptions({
    queryKey: ['extensions', 'catalogue', sort],
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        `${apiPaths.extensions}?sort=${sort}&page=${pageParam}&page_size=${extensionPageSizeMax}`,
        {
          signal,
          schema: extensionListResponseSchema,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.items.length, 0);
      const done = last.items.length === 0 || loaded >= last.total || pages.length >= maxPages;
      return done ? undefined : last.page + 1;
    },
  });
}
