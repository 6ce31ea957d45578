import { useEffect, useState } from 'react';
import { sampleExtensions, type CatalogExtension } from '@sinyal/contracts/extension-catalog';
import { extensionPageSizeMax, type ExtensionListResponse } from '@sinyal/contracts/extensions-api';
import { apiRequest } from '../../../lib/api-client';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; items: CatalogExtension[]; source: 'server' | 'built-in' };

// Enough for any catalogue the page can usefully show at once; search then narrows it.
const maxPages = 10;

/**
 * Every page of `GET /api/extensions`, in the server's order (by name). `onPage` sees the list
 * grow, so the first cards show while a large catalogue is still arriving.
 */
export async function fetchCatalogue(
  signal?: AbortSignal,
  onPage?: (itemsSoFar: CatalogExtension[]) => void,
): Promise<CatalogExtension[]> {
  const items: CatalogExtension[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await apiRequest<ExtensionListResponse>(
      `/extensions?page=${page}&page_size=${extensionPageSizeMax}`,
      { signal },
    );
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
    onPage?.([...items]);
  }
  return items;
}

/**
 * The catalogue from the server; when the server cannot be reached (or answers with an error), the
 * built-in sample catalogue, so the page still works from a saved copy or a broken deployment.
 */
export function useCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let shownSome = false;
    const show = (items: CatalogExtension[]) => {
      shownSome = true;
      setState({ status: 'ready', items, source: 'server' });
    };
    fetchCatalogue(controller.signal, show).then(show, () => {
      // A later page failing keeps what already arrived; only an unreachable server falls back.
      if (controller.signal.aborted || shownSome) return;
      setState({ status: 'ready', items: [...sampleExtensions], source: 'built-in' });
    });
    return () => controller.abort();
  }, []);
  return state;
}
