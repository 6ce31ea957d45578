import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  extensionListResponseSchema,
  extensionPageSizeDefault,
  type ExtensionPlanFilter,
  type ExtensionSort,
} from '@sinyal/contracts/extensions-api';
import type { ExtensionCategory } from '@sinyal/contracts/extension-catalog';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** One page of the catalogue as the marketplace asks for it: the server searches, orders and cuts. */
export interface CataloguePageRequest {
  sort: ExtensionSort;
  page: number;
  /** The typed search text (empty: everything). */
  q: string;
  category?: ExtensionCategory | undefined;
  plan?: ExtensionPlanFilter | undefined;
}

/** Cards on one page of the marketplace. */
export const cataloguePageSize = extensionPageSizeDefault;

/**
 * `GET /api/extensions?sort=&page=&page_size=&q=&category=&plan=`: one page (DESIGN §19). The
 * previous page stays on screen while the next one loads, so the cards do not blink.
 */
export function cataloguePageQueryOptions(request: CataloguePageRequest) {
  const query = new URLSearchParams({
    sort: request.sort,
    page: String(request.page),
    page_size: String(cataloguePageSize),
  });
  const q = request.q.trim();
  if (q) query.set('q', q);
  if (request.category) query.set('category', request.category);
  if (request.plan) query.set('plan', request.plan);
  return queryOptions({
    queryKey: ['extensions', 'catalogue', query.toString()],
    queryFn: ({ signal }) =>
      apiRequest(`${apiPaths.extensions}?${query.toString()}`, {
        signal,
        schema: extensionListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });
}
