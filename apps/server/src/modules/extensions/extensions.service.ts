import semver from 'semver';
import type { SessionUser } from '@sinyal/contracts/auth';
import {
  catalogCategoryOf,
  extensionManifestSchema,
  isPremiumMode,
  type ExtensionManifest,
} from '@sinyal/contracts/extension-manifest';
import {
  extensionsApiMessages as m,
  type ExtensionDetail,
  type ExtensionInstallResponse,
  type ExtensionListQuery,
  type ExtensionListResponse,
  type ExtensionSummary,
  type PublishExtensionRequest,
} from '@sinyal/contracts/extensions-api';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import {
  addExtensionVersion,
  findExtension,
  insertExtension,
  insertExtensionIfMissing,
  listExtensionVersions,
  recordInstall,
  searchExtensions,
  type ExtensionRecord,
} from './extensions.repository';
import { sampleCatalogue } from './sample-catalogue';
import { searchTextOf } from './search-text';

function summaryOf(row: ExtensionRecord): ExtensionSummary {
  return {
    id: row.id,
    name: row.name,
    version: row.latest_version,
    author: row.author,
    description: row.description,
    category: row.category,
    mode: row.mode,
    file_formats: parseFormats(row.file_formats),
    os: row.os,
    last_updated: row.updated_at.slice(0, 10),
    git_path: row.git_path,
    is_premium: row.is_premium === 1,
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

const notFound = (id: string) => new AppError('not_found', 404, m.notFound(id));

/** The catalogue fields a manifest (and the publish body around it) sets. */
function catalogueFields(
  manifest: ExtensionManifest,
  request: Omit<PublishExtensionRequest, 'manifest'>,
  previous: ExtensionRecord | undefined,
  at: string,
) {
  const category = catalogCategoryOf[manifest.category];
  return {
    name: manifest.name,
    description: manifest.description,
    description_long: request.description_long || previous?.description_long || null,
    author: manifest.author,
    category,
    mode: manifest.mode,
    file_formats: request.file_formats
      ? JSON.stringify([...new Set(request.file_formats)])
      : (previous?.file_formats ?? '[]'),
    os: manifest.os.join(', '),
    git_path: request.git_path ?? previous?.git_path ?? '',
    is_premium: isPremiumMode(manifest.mode) ? (1 as const) : (0 as const),
    latest_version: manifest.version,
    search_text: searchTextOf({ ...manifest, category }),
    updated_at: at,
  };
}

export function createExtensionsService(ctx: AppContext) {
  const { db, clock } = ctx;

  async function detail(id: string): Promise<ExtensionDetail> {
    const row = await findExtension(db, id);
    if (!row) throw notFound(id);
    const versions = (await listExtensionVersions(db, id)).sort((a, b) =>
      semver.rcompare(a.version, b.version),
    );
    const latest = versions.find((version) => version.version === row.latest_version);
    const manifest = extensionManifestSchema.parse(JSON.parse(latest?.manifest ?? 'null'));
    return {
      ...summaryOf(row),
      description_long: row.description_long,
      created_at: row.created_at,
      versions: versions.map(({ version, published_at }) => ({ version, published_at })),
      manifest,
    };
  }

  /**
   * Publishing: the route has already checked the API token and the premium plan. A new id is
   * created for the caller; an existing one takes a higher version from its owner only.
   */
  async function publish(
    user: SessionUser,
    request: PublishExtensionRequest,
  ): Promise<ExtensionDetail> {
    const { manifest, ...extra } = request;
    const at = clock.now().toISOString();
    const version = {
      extension_id: manifest.id,
      version: manifest.version,
      manifest: JSON.stringify(manifest),
      published_by: user.id,
      published_at: at,
    };
    const existing = await findExtension(db, manifest.id);

    if (!existing) {
      try {
        await insertExtension(
          db,
          {
            id: manifest.id,
            owner_user_id: user.id,
            created_at: at,
            ...catalogueFields(manifest, extra, undefined, at),
          },
          version,
        );
      } catch (error) {
        // Someone published the same new id a moment earlier: the checks below now apply.
        if (!isUniqueViolation(error)) throw error;
        return publish(user, request);
      }
      return detail(manifest.id);
    }

    if (existing.owner_user_id !== user.id) {
      throw new AppError('not_owner', 403, m.notOwner(manifest.id));
    }
    if (!semver.gt(manifest.version, existing.latest_version)) {
      throw new AppError(
        'version_not_higher',
        409,
        m.versionNotHigher(manifest.version, existing.latest_version),
      );
    }
    let added: boolean;
    try {
      added = await addExtensionVersion(
        db,
        manifest.id,
        existing.latest_version,
        catalogueFields(manifest, extra, existing, at),
        version,
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      added = false;
    }
    // Another publish moved the latest version between the check and the write: check again.
    if (!added) return publish(user, request);
    return detail(manifest.id);
  }

  return {
    /** Adds the built-in samples that are missing; an existing row is never touched. */
    async seedSamples(): Promise<number> {
      let added = 0;
      for (const sample of sampleCatalogue) {
        if (await insertExtensionIfMissing(db, sample.extension, sample.version)) added++;
      }
      return added;
    },

    async list(query: ExtensionListQuery): Promise<ExtensionListResponse> {
      const text = query.q?.toLowerCase();
      const { rows, total } = await searchExtensions(db, {
        ...(text ? { text } : {}),
        ...(query.category ? { category: query.category } : {}),
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return { items: rows.map(summaryOf), total, page: query.page, page_size: query.page_size };
    },

    detail,

    publish,

    async recordInstall(
      user: SessionUser,
      id: string,
    ): Promise<{ created: boolean; install: ExtensionInstallResponse }> {
      if (!(await findExtension(db, id))) throw notFound(id);
      const { created, installed_at } = await recordInstall(db, user.id, id, clock.now());
      return { created, install: { extension_id: id, installed_at } };
    },
  };
}
