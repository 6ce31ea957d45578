import { useEffect } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { sampleExtensions, type CatalogExtension } from '@sinyal/contracts/extension-catalog';
import type { ExtensionSort, Rating } from '@sinyal/contracts/extensions-api';
import { catalogueQueryOptions } from '../api/get-catalogue';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; items: RatedExtension[]; source: 'server' | 'built-in' };

/** A catalogue entry; the server's carry their rating, the built-in samples none. */
export type RatedExtension = CatalogExtension & { rating?: Rating };

/**
 * The catalogue from the server, shown as its pages arrive; when the server cannot be reached (or
 * answers with an error), the built-in sample catalogue, so the page still works from a saved copy
 * or a broken deployment. A later page failing keeps what already arrived.
 */
export function useCatalogue(sort: ExtensionSort = 'name'): CatalogueState {
  const catalogue = useInfiniteQuery(catalogueQueryOptions(sort));
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = catalogue;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  if (catalogue.data) {
    return {
      status: 'ready',
      items: catalogue.data.pages.flatMap((page) => page.items),
      source: 'server',
    };
  }
  if (catalogue.isError)
    return { status: 'ready', items: [...sampleExtensions], source: 'built-in' };
  return { status: 'loading' };
}
