import type { AgentDisabledReason } from '@sinyal/contracts/agent';
import type { CatalogExtension } from '@sinyal/contracts/extension-catalog';
import type { Rating } from '@sinyal/contracts/extensions-api';
import { isPremiumPlan } from '@sinyal/contracts/plans';

export const extensionFilters = [
  'all',
  'installed',
  'free',
  'premium',
  'recorder',
  'visualization',
] as const;
export type ExtensionFilter = (typeof extensionFilters)[number];

/** A catalogue entry with the local backend's state (docs/product.md §3: installed and enabled). */
export interface MarketExtension extends CatalogExtension {
  installed: boolean;
  enabled: boolean;
  /** The catalogue's newest version; `version` is the installed one when installed. */
  latest_version: string;
  /** Installed, and older than the catalogue's newest version. */
  update_available: boolean;
  /** The app disabled it itself: its licence no longer covers the extension's plan. */
  disabled_reason?: AgentDisabledReason | undefined;
  /** The installed version is on the registry's revocation list: the app will not enable it. */
  revoked?: { reason: string } | undefined;
  /** The reviews' average and count, when the server sent them. */
  rating?: Rating | undefined;
}

/** docs/product.md §5: the typed text, lower-cased, matched against name, description and category. */
export function matchesSearch(extension: CatalogExtension, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [extension.name, extension.description, extension.category].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/**
 * docs/product.md §5: installed shows only installed extensions (none in visitor mode); recorder and
 * visualization show their category; free and premium read the plan table: what the extension's
 * mode (the plan it needs) is, by isPremiumPlan, never guessed from the category.
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
      return !isPremiumPlan(extension.mode);
    case 'premium':
      return isPremiumPlan(extension.mode);
    case 'recorder':
      // The site's Recorder group: recorders, and the data sources and processing steps that
      // work on the stream before anything is drawn (catalogCategoryOf).
      return extension.category !== 'Visualization';
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
