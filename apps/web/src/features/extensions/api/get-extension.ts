import { useEffect, useState } from 'react';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import type { ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import type { ExtensionDetail } from '@sinyal/contracts/extensions-api';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The detail page's data; `manifest` is null for the built-in fallback, which has none. */
export type ExtensionPageData = Omit<ExtensionDetail, 'manifest'> & {
  manifest: ExtensionManifest | null;
};

export type ExtensionDetailState =
  | { status: 'loading' }
  | { status: 'ready'; extension: ExtensionPageData; source: 'server' | 'built-in' }
  | { status: 'not-found' };

export function fetchExtension(id: string, signal?: AbortSignal): Promise<ExtensionDetail> {
  return apiRequest<ExtensionDetail>(`/extensions/${encodeURIComponent(id)}`, { signal });
}

function builtIn(id: string): ExtensionPageData | null {
  const sample = sampleExtensions.find((extension) => extension.id === id);
  if (!sample) return null;
  return {
    ...sample,
    // The built-in entries carry no plan: the Pro badge of a Visualization says it.
    is_premium: sample.category === 'Visualization',
    description_long: null,
    created_at: `${sample.last_updated}T00:00:00.000Z`,
    versions: [{ version: sample.version, published_at: `${sample.last_updated}T00:00:00.000Z` }],
    manifest: null,
  };
}

/** `GET /api/extensions/:id`; a 404 is "not found", any other failure falls back to the samples. */
export function useExtensionDetail(id: string): ExtensionDetailState {
  const [state, setState] = useState<ExtensionDetailState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchExtension(id, controller.signal).then(
      (extension) => setState({ status: 'ready', extension, source: 'server' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const fallback = error instanceof ApiError && error.status === 404 ? null : builtIn(id);
        setState(
          fallback
            ? { status: 'ready', extension: fallback, source: 'built-in' }
            : { status: 'not-found' },
        );
      },
    );
    return () => controller.abort();
  }, [id]);
  return state;
}
