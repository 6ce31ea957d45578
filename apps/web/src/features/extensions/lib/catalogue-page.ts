import type { CatalogExtension } from '@sinyal/contracts/extension-catalog';
import type { ExtensionSort, Rating } from '@sinyal/contracts/extensions-api';
import { isPremiumPlan } from '@sinyal/contracts/plans';
import { categoriesFoundBy } from '@sinyal/contracts/extension-manifest';
import { cataloguePageSize, type CataloguePageRequest } from '../api/get-catalogue';
import { matchesSearch } from './filter-extensions';

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
        (!request.category || categoriesFoundBy(request.category).includes(extension.category)) &&
        (!request.plan || isPremiumPlan(extension.mode) === (request.plan === 'premium')),
    )
    .sort((a, b) => byOrder[request.sort](a, b) || a.id.localeCompare(b.id));
  const start = (request.page - 1) * cataloguePageSize;
  return { items: matching.slice(start, start + cataloguePageSize), total: matching.length };
}
