import { isPremiumPlan } from '@sinyal/contracts/plans';
import {
  catalogCategoryOf,
  publishedManifestSchema,
  type PublishedManifest,
} from '@sinyal/contracts/extension-manifest';
import semver from 'semver';
import { searchTextOf } from './search-text';
import { authorKey, lookalikeKey } from './lookalike';
import type { CatalogueFields, VersionRow } from './registry.repository';

/** The card fields an extension shows for its latest version (one model: the manifest's). */
export function catalogueFieldsOf(version: VersionRow): CatalogueFields {
  const manifest: PublishedManifest = publishedManifestSchema.parse(JSON.parse(version.manifest));
  const category = catalogCategoryOf[manifest.category];
  return {
    name: manifest.name,
    description: manifest.description,
    description_long: null,
    author: manifest.author,
    category,
    listed_category: manifest.category,
    mode: manifest.mode,
    file_formats: JSON.stringify(manifest.file_formats ?? []),
    os: manifest.os.join(', '),
    git_path: manifest.repository ?? '',
    is_premium: isPremiumPlan(manifest.mode) ? 1 : 0,
    latest_version: version.version,
    search_text: searchTextOf({ ...manifest, category }),
    updated_at: version.published_at,
    name_key: lookalikeKey(manifest.name),
    author_key: authorKey(manifest.author),
  };
}

/**
 * Newest first. Versions are checked before they are stored, but a row that semver cannot read
 * must not make the whole extension unreadable: it sorts last.
 */
export function newestFirst(a: string, b: string): number {
  const validA = semver.valid(a) !== null;
  const validB = semver.valid(b) !== null;
  if (validA && validB) return semver.rcompare(a, b);
  return Number(!validA) - Number(!validB);
}

/**
 * The version "latest" means: the newest that is neither yanked nor taken down; the newest not
 * taken down when every one is yanked; the newest of all when every one is taken down.
 */
export function latestOf(versions: VersionRow[]): VersionRow | undefined {
  const sorted = [...versions].sort((a, b) => newestFirst(a.version, b.version));
  const standing = sorted.filter((version) => version.revoked_at === null);
  return standing.find((version) => version.yanked_at === null) ?? standing[0] ?? sorted[0];
}
