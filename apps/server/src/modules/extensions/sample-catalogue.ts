import { sampleExtensions, type CatalogExtension } from '@sinyal/contracts/extension-catalog';
import {
  extensionManifestSchema,
  isPremiumMode,
  type ExtensionManifest,
} from '@sinyal/contracts/extension-manifest';
import type { NewExtension, NewExtensionVersion } from './extensions.repository';
import { searchTextOf } from './search-text';

// What the samples' manifest.json would say beyond the catalogue entry.
const manifestExtras: Record<
  string,
  Pick<ExtensionManifest, 'mode' | 'category' | 'entry_point'>
> = {
  'csv-recorder': { mode: 'lite', category: 'DataSource', entry_point: 'csv_recorder.main:app' },
  'spectrum-analyzer': {
    mode: 'pro',
    category: 'Visualization',
    entry_point: 'spectrum_analyzer.main:app',
  },
};

function seedOf(sample: CatalogExtension) {
  const extras = manifestExtras[sample.id];
  if (!extras) throw new Error(`No manifest fields for the sample extension ${sample.id}`);
  // Parsed, so a sample that breaks the manifest rules fails every test at once.
  const manifest = extensionManifestSchema.parse({
    name: sample.name,
    id: sample.id,
    version: sample.version,
    description: sample.description,
    author: sample.author,
    os: sample.os.split(',').map((name) => name.trim()),
    ...extras,
  });
  const at = `${sample.last_updated}T00:00:00.000Z`;
  const extension: NewExtension = {
    id: sample.id,
    name: sample.name,
    description: sample.description,
    description_long: null,
    author: sample.author,
    category: sample.category,
    // The card's mode is how the extension runs ("hybrid"), as the catalogue of spec §3 has it.
    mode: sample.mode,
    file_formats: JSON.stringify(sample.file_formats),
    os: sample.os,
    git_path: sample.git_path,
    owner_user_id: null,
    is_premium: isPremiumMode(manifest.mode) ? 1 : 0,
    latest_version: sample.version,
    search_text: searchTextOf(sample),
    created_at: at,
    updated_at: at,
  };
  const version: NewExtensionVersion = {
    extension_id: sample.id,
    version: sample.version,
    manifest: JSON.stringify(manifest),
    published_by: null,
    published_at: at,
  };
  return { extension, version };
}

/** The two sample extensions of the contracts, as catalogue rows; nobody owns them. */
export const sampleCatalogue = sampleExtensions.map(seedOf);
