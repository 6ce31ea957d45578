import type { SessionUser } from '@sinyal/contracts/auth';
import { extensionCategories, type ExtensionCategory } from '@sinyal/contracts/extension-catalog';
import { publishedManifestSchema } from '@sinyal/contracts/extension-manifest';
import type {
  ExtensionDetail,
  ExtensionInstallResponse,
  ExtensionListQuery,
  ExtensionListResponse,
  ExtensionSummary,
  ExtensionVersion,
  Publisher,
} from '@sinyal/contracts/extensions-api';
import { isPlan } from '@sinyal/contracts/plans';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { latestOf, newestFirst } from './catalogue-fields';
import { authorKey } from './lookalike';
import { ratingOf } from '../reviews/reviews.service';
import { deprecationOf } from './registry.service';
import {
  findExtension,
  findPublisherWithExtensions,
  listExtensionVersions,
  recordInstall,
  removeInstall,
  searchExtensions,
  type ExtensionRecord,
  type ExtensionVersionRecord,
} from './catalogue.repository';

/** The manifest's category as itself (a DataSource is no Recorder); the entry's own without one. */
function listedCategory(row: ExtensionRecord): ExtensionCategory {
  const listed = extensionCategories.find((category) => category === row.listed_category);
  return listed ?? row.category;
}

function summaryOf(row: ExtensionRecord): ExtensionSummary {
  return {
    id: row.id,
    name: row.name,
    version: row.latest_version,
    author: row.author,
    description: row.description,
    category: listedCategory(row),
    // Rows are written from checked manifests; anything else reads as the plan that asks least.
    mode: isPlan(row.mode) ? row.mode : 'lite',
    file_formats: parseFormats(row.file_formats),
    os: row.os,
    last_updated: row.updated_at.slice(0, 10),
    git_path: row.git_path,
    is_premium: row.is_premium === 1,
    downloads: row.downloads,
    deprecated: deprecationOf(row),
    publisher_verified: row.publisher_verified_at !== null,
    rating: ratingOf(row),
  };
}

function versionOf(row: ExtensionVersionRecord): ExtensionVersion {
  return {
    version: row.version,
    published_at: row.published_at,
    sha256: row.sha256,
    size: row.size,
    engines: row.engines_sinyal === null ? null : { sinyal: row.engines_sinyal },
    downloads: row.downloads,
    yanked: row.yanked_at !== null,
    yank_reason: row.yank_reason,
  };
}

function parseFormats(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const notFound = (id: string) =>
  AppError.of('extension_not_found', 404, { params: { extension_id: id } });

export function createCatalogueService(ctx: AppContext) {
  const { db, clock } = ctx;

  return {
    async list(query: ExtensionListQuery): Promise<ExtensionListResponse> {
      const text = query.q?.toLowerCase();
      const { rows, total } = await searchExtensions(db, {
        ...(text ? { text } : {}),
        ...(query.category ? { category: query.category } : {}),
        ...(query.plan ? { premium: query.plan === 'premium' } : {}),
        sort: query.sort ?? 'name',
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { items: rows.map(summaryOf), total, page: query.page, page_size: query.page_size };
    },

    async detail(id: string): Promise<ExtensionDetail> {
      const row = await findExtension(db, id);
      if (!row) throw notFound(id);
      const versions = (await listExtensionVersions(db, id)).sort((a, b) =>
        newestFirst(a.version, b.version),
      );
      // Every version taken down one by one: nothing is left to show or install.
      if (versions.length === 0) throw notFound(id);
      const latest =
        versions.find((version) => version.version === row.latest_version) ?? latestOf(versions);
      return {
        ...summaryOf(row),
        description_long: latest?.readme ?? row.description_long,
        created_at: row.created_at,
        versions: versions.map(versionOf),
        manifest: publishedManifestSchema.parse(JSON.parse(latest?.manifest ?? 'null')),
        changelog: latest?.changelog ?? null,
      };
    },

    /** Every extension's id, for the sitemap (DESIGN §18). */
    async ids(): Promise<string[]> {
      const ids: string[] = [];
      const batch = 500;
      for (let offset = 0; ; offset += batch) {
        const { rows } = await searchExtensions(db, { limit: batch, offset, sort: 'name' });
        ids.push(...rows.map((row) => row.id));
        if (rows.length < batch) return ids;
      }
    },

    /** The publisher page: an author name (any look-alike of it finds the same publisher). */
    async publisher(name: string): Promise<Publisher> {
      const found = await findPublisherWithExtensions(db, authorKey(name));
      if (!found) throw AppError.of('publisher_not_found', 404, { params: { publisher: name } });
      return {
        name: found.author,
        publisher_verified: found.verified_at !== null,
        extensions: found.extensions.map(summaryOf),
        downloads: found.extensions.reduce((sum, row) => sum + row.downloads, 0),
      };
    },

    async recordInstall(
      user: SessionUser,
      id: string,
    ): Promise<{ created: boolean; install: ExtensionInstallResponse }> {
      if (!(await findExtension(db, id))) throw notFound(id);
      const { created, installed_at } = await recordInstall(db, user.id, id, clock.now());
      return { created, install: { extension_id: id, installed_at } };
    },

    /**
     * The user uninstalled the extension through the marketplace page: the dashboard's figure no
     * longer counts it from this record (docs/architecture.md §8). Answers alike whether or not
     * there was one, so a repeated or late call changes nothing.
     */
    async removeInstall(user: SessionUser, id: string): Promise<void> {
      await removeInstall(db, user.id, id);
    },
  };
}
