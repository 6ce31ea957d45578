import { createHash, createHmac } from 'node:crypto';
import { PostgresAdapter, type Transaction } from 'kysely';
import semver from 'semver';
import type { SessionUser } from '@sinyal/contracts/auth';
import type {
  Deprecation,
  DeprecationRequest,
  PublishedPackage,
  RegistryVersion,
  UpdatesCheckRequest,
  UpdatesCheckResponse,
} from '@sinyal/contracts/extension-registry';
import { publishedManifestSchema } from '@sinyal/contracts/extension-manifest';
import { changelogWarning } from '@sinyal/contracts/extension-template';
import type { AppContext } from '../../app-context';
import type { Db as Database } from '../../db/database';
import type { Database as DatabaseTables } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { addressKey } from '../../security/address-key';
import { catalogueFieldsOf, latestOf, newestFirst } from './catalogue-fields';
import { authorKey, lookalikeKey } from './lookalike';
import { PackageProblem } from '@sinyal/ext/package/package-problem';
import { readPackage, type PackageContents } from '@sinyal/ext/package/read-package';
import {
  attachPackage,
  countDownload,
  findExtensionRow,
  findLookalike,
  findPublisher,
  findVersionRow,
  insertExtensionRow,
  insertPublisher,
  insertVersionRow,
  isPackageReferenced,
  listExtensionRows,
  listInstallableVersionRows,
  listReferencedPackages,
  listRevokedVersionRows,
  listVersionRows,
  lockExtensionRow,
  setDeprecation,
  setYanked,
  updateCatalogueFields,
  type ExtensionRow,
  type VersionRow,
} from './registry.repository';
import { releaseStatement, signRelease } from './release-statement';

export type RegistryService = ReturnType<typeof createRegistryService>;

/** Who publishes: an account, or the registry itself (the built-in samples, owned by nobody). */
export type Publisher = { userId: number } | { registry: true };

const extensionParams = (id: string) => ({ params: { extension_id: id } });

/** A package refused for its content: 400 naming the problem (and the manifest's fields). */
export function packageError(problem: PackageProblem): AppError {
  const status = problem.code === 'package_too_large' ? 413 : 400;
  const error = AppError.of(problem.code, status, {
    params: problem.params,
    ...(problem.fieldCodes ? { fields: problem.fieldCodes as never } : {}),
  });
  if (!problem.fieldTexts) return error;
  // A field's message may name its own values (the code point of an invisible character).
  return new AppError(
    error.code,
    error.statusCode,
    error.detail,
    problem.fieldTexts,
    error.headers,
    error.params,
    error.fieldCodes,
  );
}

function versionOf(row: VersionRow): RegistryVersion | null {
  if (row.sha256 === null || row.size === null || row.engines_sinyal === null) return null;
  return {
    version: row.version,
    sha256: row.sha256,
    size: row.size,
    published_at: row.published_at,
    engines: { sinyal: row.engines_sinyal },
    yanked: row.yanked_at !== null,
    yank_reason: row.yank_reason,
    downloads: row.downloads,
  };
}

export function deprecationOf(row: ExtensionRow): Deprecation | null {
  return row.deprecated_at === null
    ? null
    : {
        reason: row.deprecated_reason ?? '',
        replacement_id: row.replacement_id,
        deprecated_at: row.deprecated_at,
      };
}

/** A download of what the operators took down: 410 with their reason (docs/architecture.md §15). */
const revokedError = (reason: string | null) =>
  AppError.of('revoked', 410, { params: { reason: reason ?? '' } });

/** The takedown that covers a version: the whole extension's, else the version's own. */
function takedownOf(extension: ExtensionRow, version?: VersionRow): string | null | undefined {
  if (extension.taken_down_at !== null) return extension.takedown_reason;
  if (version && version.revoked_at !== null) return version.revoke_reason;
  return undefined;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The SHA-256 of every package a version names (`npm run admin -- packages copy` checks them). */
export function referencedPackages(db: Database): Promise<string[]> {
  return listReferencedPackages(db);
}

export function createRegistryService(ctx: AppContext) {
  const { db, clock, packages, signingKeys } = ctx;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  async function read(bytes: Buffer): Promise<PackageContents> {
    try {
      return await readPackage(bytes);
    } catch (error) {
      if (error instanceof PackageProblem) throw packageError(error);
      throw error;
    }
  }

  /** The checks a new version must pass beyond its content; throws the refusal. */
  async function checkClaims(
    publisher: Publisher,
    contents: PackageContents,
    existing: ExtensionRow | undefined,
    versions: VersionRow[],
    // Inside the publish transaction, its own connection: SQLite has only one.
    reader: Database | Transaction<DatabaseTables> = db,
  ) {
    const { manifest } = contents;
    // Ids and names are compared with other publishers' only: one's own may look alike.
    const ownerOf = 'registry' in publisher ? null : publisher.userId;
    if (existing) {
      // A taken-down id stays reserved, for its owner too: nothing new is published under it.
      if (existing.taken_down_at !== null) {
        throw AppError.of('id_reserved', 409, extensionParams(manifest.id));
      }
      const ownerId = existing.owner_user_id;
      const mine = 'registry' in publisher ? ownerId === null : ownerId === publisher.userId;
      if (!mine) throw AppError.of('not_owner', 403, extensionParams(manifest.id));
      const highest = versions.map((row) => row.version).sort(newestFirst)[0];
      if (highest !== undefined && !semver.gt(manifest.version, highest)) {
        throw AppError.of('version_not_higher', 409, {
          params: { version: manifest.version, latest_version: highest },
        });
      }
    } else {
      const lookalike = await findLookalike(reader, 'id_key', manifest.id, manifest.id, ownerOf);
      if (lookalike) {
        throw AppError.of('id_lookalike', 409, {
          params: { extension_id: manifest.id, existing_id: lookalike.id },
        });
      }
    }
    const sameName = await findLookalike(reader, 'name_key', manifest.name, manifest.id, ownerOf);
    if (sameName) {
      throw AppError.of('name_lookalike', 409, {
        params: { name: manifest.name, existing_name: sameName.name, existing_id: sameName.id },
      });
    }
    await checkAuthorName(publisher, manifest.author, reader);
  }

  /**
   * An author name belongs to the first publisher who used it, for good: a name whose account was
   * deleted (retired) is nobody's, so its extensions are never listed under a newcomer.
   */
  async function checkAuthorName(
    publisher: Publisher,
    author: string,
    reader: Database | Transaction<DatabaseTables>,
  ) {
    const owner = await findPublisher(reader, authorKey(author));
    if (!owner) return;
    const ownerId = owner.owner_user_id;
    const mine =
      'registry' in publisher
        ? ownerId === null && owner.retired_at === null
        : ownerId === publisher.userId;
    if (!mine) {
      throw AppError.of('author_taken', 409, {
        params: { author, existing_author: owner.author },
      });
    }
  }

  /**
   * Publishes a package (docs/architecture.md §8): every check runs before anything is written, so
   * a refused upload leaves nothing behind; the bytes are stored, then the rows written together.
   */
  async function publish(
    publisher: Publisher,
    id: string,
    bytes: Buffer,
    publishedAt?: Date,
  ): Promise<PublishedPackage> {
    const contents = await read(bytes);
    const { manifest } = contents;
    if (manifest.id !== id) {
      throw AppError.of('package_id_mismatch', 400, {
        params: { manifest_id: manifest.id, extension_id: id },
      });
    }
    const existing = await findExtensionRow(db, id);
    await checkClaims(publisher, contents, existing, existing ? await listVersionRows(db, id) : []);

    const sha256 = sha256Of(bytes);
    const published_at = (publishedAt ?? clock.now()).toISOString();
    const statement = releaseStatement(manifest, { sha256, size: bytes.length, published_at });
    const signature = await signRelease(signingKeys, statement);
    const ownerId = 'registry' in publisher ? null : publisher.userId;
    const version: VersionRow = {
      extension_id: id,
      version: manifest.version,
      manifest: JSON.stringify(manifest),
      published_by: ownerId,
      published_at,
      sha256,
      size: bytes.length,
      signature,
      engines_sinyal: manifest.engines.sinyal,
      readme: contents.readme,
      changelog: contents.changelog,
      yanked_at: null,
      yank_reason: null,
      revoked_at: null,
      revoke_reason: null,
      downloads: 0,
    };

    await packages.put(sha256, bytes);
    try {
      await db.transaction().execute(async (trx) => {
        const locked = await lockExtensionRow(trx, id, postgres);
        // A publish of the same id may have landed since the checks: check again, under the lock.
        if (Boolean(locked) !== Boolean(existing)) {
          throw AppError.of('publish_conflict', 409, extensionParams(id));
        }
        if (locked) {
          await checkClaims(publisher, contents, locked, await listVersionRows(trx, id), trx);
        } else {
          await insertExtensionRow(trx, {
            id,
            owner_user_id: ownerId,
            created_at: published_at,
            id_key: lookalikeKey(id),
            ...catalogueFieldsOf(version),
          });
        }
        await insertVersionRow(trx, version);
        await updateCatalogueFields(trx, id, catalogueFieldsOf(version));
        await insertPublisher(trx, {
          author_key: authorKey(manifest.author),
          author: manifest.author,
          owner_user_id: ownerId,
          created_at: published_at,
        });
        // Two first uses of one name at once both passed the check above; the insert kept the
        // first, so the other is refused here rather than listed under a name that is not its own.
        await checkAuthorName(publisher, manifest.author, trx);
      });
    } catch (error) {
      if (!(await isPackageReferenced(db, sha256))) await packages.delete(sha256);
      if (isUniqueViolation(error)) {
        throw AppError.of('publish_conflict', 409, extensionParams(id));
      }
      throw error;
    }
    const changelog = changelogWarning(contents.changelog, manifest.version);
    return {
      id,
      version: manifest.version,
      sha256,
      size: bytes.length,
      signature,
      warnings: changelog ? [changelog] : [],
    };
  }

  /**
   * A built-in sample at start (seed-samples.ts): published by the registry the first time; a
   * version that was listed before packages existed gets its package; anything else is left as it is.
   * Returns whether it changed anything.
   */
  async function publishSample(bytes: Buffer, publishedAt: Date): Promise<boolean> {
    const contents = await read(bytes);
    const { manifest } = contents;
    const existing = await findExtensionRow(db, manifest.id);
    if (!existing) {
      await publish({ registry: true }, manifest.id, bytes, publishedAt);
      return true;
    }
    // A sample the operators took down stays down: a newer copy shipped with the server is not
    // published over their decision (nor may it stop the start with id_reserved).
    if (existing.owner_user_id !== null || existing.taken_down_at !== null) return false;
    const row = await findVersionRow(db, manifest.id, manifest.version);
    if (!row) {
      const versions = await listVersionRows(db, manifest.id);
      const newer = versions.some(
        (other) => !semver.valid(other.version) || semver.gte(other.version, manifest.version),
      );
      if (newer) return false;
      await publish({ registry: true }, manifest.id, bytes, publishedAt);
      return true;
    }
    if (row.sha256 !== null) return false;
    const sha256 = sha256Of(bytes);
    const statement = releaseStatement(manifest, {
      sha256,
      size: bytes.length,
      published_at: row.published_at,
    });
    await packages.put(sha256, bytes);
    await db.transaction().execute(async (trx) => {
      await attachPackage(trx, manifest.id, manifest.version, {
        manifest: JSON.stringify(manifest),
        sha256,
        size: bytes.length,
        signature: await signRelease(signingKeys, statement),
        engines_sinyal: manifest.engines.sinyal,
        readme: contents.readme,
        changelog: contents.changelog,
      });
      const latest = latestOf(await listVersionRows(trx, manifest.id));
      if (latest) await updateCatalogueFields(trx, manifest.id, catalogueFieldsOf(latest));
      await insertPublisher(trx, {
        author_key: authorKey(manifest.author),
        author: manifest.author,
        owner_user_id: null,
        created_at: row.published_at,
      });
    });
    return true;
  }

  async function extensionOr404(id: string): Promise<ExtensionRow> {
    const row = await findExtensionRow(db, id);
    if (!row) throw AppError.of('extension_not_found', 404, extensionParams(id));
    return row;
  }

  async function versionOr404(id: string, version: string): Promise<VersionRow> {
    await extensionOr404(id);
    const row = await findVersionRow(db, id, version);
    if (!row) {
      throw AppError.of('version_not_found', 404, { params: { extension_id: id, version } });
    }
    return row;
  }

  async function packagedVersion(id: string, version: string) {
    const row = await versionOr404(id, version);
    const takedown = takedownOf(await extensionOr404(id), row);
    if (takedown !== undefined) throw revokedError(takedown);
    if (row.sha256 === null || row.signature === null) {
      throw AppError.of('package_missing', 404, { params: { extension_id: id, version } });
    }
    return { ...row, sha256: row.sha256, signature: row.signature };
  }

  /** The owner (an account's session, or its API token with the publish scope) or a 403/404. */
  async function ownedBy(user: SessionUser, id: string): Promise<ExtensionRow> {
    const row = await extensionOr404(id);
    if (row.owner_user_id !== user.id) throw AppError.of('not_owner', 403, extensionParams(id));
    return row;
  }

  async function refreshLatest(id: string) {
    const latest = latestOf(await listVersionRows(db, id));
    if (latest) await updateCatalogueFields(db, id, catalogueFieldsOf(latest));
  }

  // Each address counts once a day, kept as a keyed hash: the key is a signature of a fixed
  // statement, secret like the signing key and the same on every instance that shares it.
  let clientKey: Promise<string> | undefined;
  const clientOf = async (ip: string, day: string) => {
    clientKey ??= signingKeys.sign({ purpose: 'download-counter' }, 'sinyal-internal');
    return createHmac('sha256', await clientKey)
      .update(`${day}|${addressKey(ip)}`)
      .digest('base64url');
  };

  return {
    publish,
    publishSample,
    /** The card fields again from the latest version (after a version's takedown or restore). */
    refreshLatest,

    async versions(id: string): Promise<RegistryVersion[]> {
      const takedown = takedownOf(await extensionOr404(id));
      if (takedown !== undefined) throw revokedError(takedown);
      return (await listVersionRows(db, id))
        .filter((row) => row.revoked_at === null)
        .sort((a, b) => newestFirst(a.version, b.version))
        .flatMap((row) => versionOf(row) ?? []);
    },

    /** The bytes of a version and what its headers say; counts the download unless `count` is false. */
    async download(id: string, version: string, client: { ip: string; count: boolean }) {
      const row = await packagedVersion(id, version);
      const bytes = await packages.get(row.sha256);
      if (!bytes)
        throw new Error(`package ${row.sha256} of ${id} ${version} is missing from storage`);
      if (client.count) {
        const day = clock.now().toISOString().slice(0, 10);
        await countDownload(db, {
          extension_id: id,
          version,
          day,
          client: await clientOf(client.ip, day),
        });
      }
      return { bytes, sha256: row.sha256 };
    },

    async sha256Of(id: string, version: string): Promise<string> {
      return (await packagedVersion(id, version)).sha256;
    },

    async signature(id: string, version: string): Promise<string> {
      return (await packagedVersion(id, version)).signature;
    },

    async yank(user: SessionUser, id: string, version: string, reason: string | null) {
      await ownedBy(user, id);
      await versionOr404(id, version);
      await setYanked(db, id, version, {
        yanked_at: reason === null ? null : clock.now().toISOString(),
        yank_reason: reason,
      });
      await refreshLatest(id);
      const row = await versionOr404(id, version);
      const answer = versionOf(row);
      if (!answer)
        throw AppError.of('package_missing', 404, { params: { extension_id: id, version } });
      return answer;
    },

    async deprecate(user: SessionUser, id: string, request: DeprecationRequest | null) {
      await ownedBy(user, id);
      const replacement = request?.replacement_id ?? null;
      if (replacement !== null) {
        if (replacement === id) throw AppError.of('replacement_self', 400);
        if (!(await findExtensionRow(db, replacement))) {
          throw AppError.of('replacement_not_found', 400, {
            params: { replacement_id: replacement },
          });
        }
      }
      await setDeprecation(db, id, {
        deprecated_reason: request?.reason ?? null,
        replacement_id: replacement,
        deprecated_at: request ? clock.now().toISOString() : null,
      });
      return deprecationOf(await extensionOr404(id));
    },

    /**
     * For each installed extension, the newest version that is higher, not yanked, made for the
     * operating system and admitted by the app's version (engines.sinyal).
     */
    async checkUpdates(request: UpdatesCheckRequest): Promise<UpdatesCheckResponse> {
      const installed = new Map(request.installed.map((item) => [item.id, item.version]));
      const ids = [...installed.keys()];
      const extensions = await listExtensionRows(db, ids);
      const takenDown = new Map(
        extensions.flatMap((row) =>
          row.taken_down_at === null ? [] : [[row.id, row.takedown_reason ?? ''] as const],
        ),
      );
      const rows = (await listInstallableVersionRows(db, ids)).filter(
        (row) => !takenDown.has(row.extension_id),
      );
      const updates: UpdatesCheckResponse['updates'] = [];
      for (const id of ids) {
        const from = installed.get(id) ?? '';
        const candidates = rows
          .filter((row) => row.extension_id === id)
          .filter((row) => {
            if (!semver.valid(row.version) || !row.engines_sinyal) return false;
            if (semver.valid(from) && !semver.gt(row.version, from)) return false;
            const os = publishedManifestSchema.safeParse(JSON.parse(row.manifest)).data?.os ?? [];
            return (
              os.includes(request.os) &&
              semver.satisfies(request.app_version, row.engines_sinyal, { includePrerelease: true })
            );
          })
          .sort((a, b) => newestFirst(a.version, b.version));
        const to = candidates[0]?.version;
        if (to && semver.valid(from)) updates.push({ id, from, to });
      }
      const deprecated = extensions.flatMap((row) => {
        const notice = deprecationOf(row);
        return notice && !takenDown.has(row.id)
          ? [{ id: row.id, reason: notice.reason, replacement_id: notice.replacement_id }]
          : [];
      });
      const revokedVersions = await listRevokedVersionRows(db, ids);
      const revoked = [...installed].flatMap(([id, version]) => {
        const reason =
          takenDown.get(id) ??
          revokedVersions.find((row) => row.extension_id === id && row.version === version)
            ?.revoke_reason;
        return reason === undefined ? [] : [{ id, version, reason: reason ?? '' }];
      });
      return { updates, deprecated, revoked };
    },
  };
}
