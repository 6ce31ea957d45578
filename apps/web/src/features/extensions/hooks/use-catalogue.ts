import { useQueries, useQuery } from '@tanstack/react-query';
import { sampleExtensions, type CatalogExtension } from '@sinyal/contracts/extension-catalog';
import type { ExtensionSort, Rating } from '@sinyal/contracts/extensions-api';
import { ApiError } from '../../../lib/api-client';
import {
  cataloguePageQueryOptions,
  cataloguePageSize,
  type CataloguePageRequest,
} from '../api/get-catalogue';
import { extensionQueryOptions } from '../api/get-extension';
import { matchesSearch } from '../lib/filter-extensions';
import { isPremiumPlan } from '@sinyal/contracts/plans';

/** A catalogue entry; the server's carry their rating, the built-in samples none. */
export type RatedExtension = CatalogExtension & { rating?: Rating };

export type CataloguePage =
  | { status: 'loading' }
  | { status: 'ready'; items: RatedExtension[]; total: number; source: 'server' | 'built-in' };

/** The order of a sort, for the few cards the browser orders itself (installed, built-in). */
const byOrder: Record<ExtensionSort, (a: RatedExtension, b: RatedExtension) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  downloads: (a, b) => downloadsOf(b) - downloadsOf(a),
  rating: (a, b) =>
    (b.rating?.average ?? 0) - (a.rating?.average ?? 0) ||
    (b.rating?.count ?? 0) - (a.rating?.count ?? 0),
  updated: (a, b) => b.last_updated.localeCompare(a.last_updated),
};
const downloadsOf = (extension: RatedExtension) =>
  'downloads' in extension && typeof extension.downloads === 'number' ? extension.downloads : 0;

/** Searches, orders and cuts a list the browser holds, the way the server does it for the catalogue. */
export function pageOf(
  extensions: readonly RatedExtension[],
  request: CataloguePageRequest,
): { items: RatedExtension[]; total: number } {
  const matching = extensions
    .filter(
      (extension) =>
        matchesSearch(extension, request.q) &&
        (!request.category || extension.category === request.category) &&
        (!request.plan || isPremiumPlan(extension.mode) === (request.plan === 'premium')),
    )
    .sort((a, b) => byOrder[request.sort](a, b) || a.id.localeCompare(b.id));
  const start = (request.page - 1) * cataloguePageSize;
  return { items: matching.slice(start, start + cataloguePageSize), total: matching.length };
}

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
