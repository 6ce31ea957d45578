import { queryOptions } from '@tanstack/react-query';
import type { SearchEntry } from './search-index';

// One chunk per language, built with the site (vite-plugins/docs-search-index.ts).
const loaders: Record<string, () => Promise<{ default: SearchEntry[] }>> = {
  en: () => import('virtual:docs-search-index/en'),
  tr: () => import('virtual:docs-search-index/tr'),
};

/** The search index of a language (English for one without docs), loaded once per visit. */
export function searchIndexQueryOptions(language: string) {
  const key = language in loaders ? language : 'en';
  return queryOptions({
    queryKey: ['docs-search-index', key],
    queryFn: async () => (await (loaders[key] ?? loaders.en)!()).default,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
