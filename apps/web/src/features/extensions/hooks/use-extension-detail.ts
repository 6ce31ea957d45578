import { useQuery } from '@tanstack/react-query';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { isPremiumPlan } from '@sinyal/contracts/plans';
import type { PublishedManifest } from '@sinyal/contracts/extension-manifest';
import type { ExtensionDetail } from '@sinyal/contracts/extensions-api';
import { ApiError } from '../../../lib/api-client';
import { extensionQueryOptions } from '../api/get-extension';

/** The detail page's data; `manifest` is null for the built-in fallback, which has none. */
export type ExtensionPageData = Omit<ExtensionDetail, 'manifest'> & {
  manifest: PublishedManifest | null;
};

export type ExtensionDetailState =
  | { status: 'loading' }
  | { status: 'ready'; extension: ExtensionPageData; source: 'server' | 'built-in' }
  | { status: 'not-found' };

function builtIn(id: string): ExtensionPageData | null {
  const sample = sampleExtensions.find((extension) => extension.id === id);
  if (!sample) return null;
  return {
    ...sample,
    is_premium: isPremiumPlan(sample.mode),
    downloads: 0,
    deprecated: null,
    publisher_verified: false,
    rating: { average: 0, count: 0 },
    description_long: null,
    created_at: `${sample.last_updated}T00:00:00.000Z`,
    versions: [
      {
        version: sample.version,
        published_at: `${sample.last_updated}T00:00:00.000Z`,
        sha256: null,
        size: null,
        engines: null,
        downloads: 0,
        yanked: false,
        yank_reason: null,
      },
    ],
    manifest: null,
    changelog: null,
  };
}

/** One extension from the server; a 404 is "not found", any other failure falls back to the samples. */
export function useExtensionDetail(id: string): ExtensionDetailState {
  const detail = useQuery(extensionQueryOptions(id));
  if (detail.isSuccess) return { status: 'ready', extension: detail.data, source: 'server' };
  if (detail.isPending) return { status: 'loading' };
  const fallback =
    detail.error instanceof ApiError && detail.error.status === 404 ? null : builtIn(id);
  return fallback
    ? { status: 'ready', extension: fallback, source: 'built-in' }
    : { status: 'not-found' };
}
