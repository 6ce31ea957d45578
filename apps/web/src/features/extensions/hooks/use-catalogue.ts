import { useQueries, useQuery } from '@tanstack/react-query';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { ApiError } from '../../../lib/api-client';
import { cataloguePageQueryOptions, type CataloguePageRequest } from '../api/get-catalogue';
import { extensionQueryOptions } from '../api/get-extension';
import { pageOf, type CataloguePage, type RatedExtension } from '../lib/catalogue-page';

/**
 * One page of the catalogue from the server, searched, ordered and cut there (DESIGN §19: it pages
 * through 10,000 extensions); when the server cannot be reached (or answers with an error), the
 * built-in sample catalogue, so the page still works from a saved copy or a broken deployment.
 */
export function useCataloguePage(request: CataloguePageRequest, enabled = true): CataloguePage {
  const catalogue = useQuery({ ...cataloguePageQueryOptions(request), enabled });
  if (catalogue.data) return { status: 'ready', ...catalogue.data, source: 'server' };
  if (catalogue.isError)
    return { status: 'ready', ...pageOf(sampleExtensions, request), source: 'built-in' };
  return { status: 'loading' };
}

/**
 * The catalogue's entries of the extensions the app has installed, each read by its id (a handful,
 * not the whole catalogue); `unlisted` are the ids the catalogue no longer has (taken down).
 */
export function useInstalledEntries(ids: readonly string[]): {
  status: 'loading' | 'ready';
  items: RatedExtension[];
  unlisted: ReadonlySet<string>;
} {
  const answers = useQueries({ queries: ids.map((id) => extensionQueryOptions(id)) });
  const items: RatedExtension[] = [];
  const unlisted = new Set<string>();
  answers.forEach((answer, index) => {
    if (answer.data) items.push(answer.data);
    else if (answer.error instanceof ApiError && answer.error.status === 404)
      unlisted.add(ids[index] ?? '');
  });
  const status = answers.some((answer) => answer.isPending) ? 'loading' : 'ready';
  return { status, items, unlisted };
}
