import type { CatalogExtension } from '@sinyal/contracts/extension-catalog';

export const extensionFilters = [
  'all',
  'installed',
  'free',
  'premium',
  'recorder',
  'visualization',
] as const;
export type ExtensionFilter = (typeof extensionFilters)[number];

/** A catalogue entry with the local backend's state (spec §3: installed and enabled). */
export interface MarketExtension extends CatalogExtension {
  installed: boolean;
  enabled: boolean;
}

/** Spec §5: the typed text, lower-cased, matched against name, description and category. */
export function matchesSearch(extension: CatalogExtension, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [extension.name, extension.description, extension.category].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/**
 * Spec §5: installed shows only installed extensions (none in visitor mode); free and recorder
 * both show category Recorder; premium and visualization both show category Visualization.
 */
export function matchesFilter(
  extension: MarketExtension,
  filter: ExtensionFilter,
  connected: boolean,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'installed':
      return connected && extension.installed;
    case 'free':
    case 'recorder':
      return extension.category === 'Recorder';
    case 'premium':
    case 'visualization':
      return extension.category === 'Visualization';
  }
}

export function filterExtensions(
  extensions: readonly MarketExtension[],
  { search, filter, connected }: { search: string; filter: ExtensionFilter; connected: boolean },
): MarketExtension[] {
  return extensions.filter(
    (extension) => matchesSearch(extension, search) && matchesFilter(extension, filter, connected),
  );
}
