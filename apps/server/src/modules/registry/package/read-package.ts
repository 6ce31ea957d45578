import type { Readable } from 'node:stream';
import semver from 'semver';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { checkManifest, type ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import {
  checkEntryName,
  entryCaseKey,
  entryPointFiles,
  packageFiles,
  packageLimits,
} from '@sinyal/contracts/extension-package';
import { PackageProblem } from './package-problem';

/** What the registry keeps from a package it accepted. */
export interface PackageContents {
  manifest: ExtensionManifest;
  readme: string | null;
  changelog: string | null;
  hasIcon: boolean;
  /** Files (folders not counted), in the archive's order. */
  files: string[];
  unpackedBytes: number;
}

const utf8Flag = 0x800;
const fileTypeMask = 0o170000;
const symbolicLink = 0o120000;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function entryName(entry: Entry): string | null {
  const raw = entry.fileNameRaw;
  // Without the UTF-8 flag a name is code page 437: only its ASCII part reads the same everywhere.
  if ((entry.generalPurposeBitFlag & utf8Flag) === 0 && raw.some((byte) => byte > 0x7f)) {
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      bytes,
      // Names are checked here, with messages that name the entry; sizes are checked on every read.
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error) : resolve(zip)),
    );
  });
}

function readStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

/** Reads one small entry whole; the declared size was checked against `limit` before. */
async function readEntry(zip: ZipFile, entry: Entry, name: string): Promise<Buffer> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await readStream(zip, entry)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } catch (error) {
    throw new PackageProblem('package_damaged', {
      entry: name,
      reason: (error as Error).message,
    });
  }
}

function text(bytes: Buffer, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new PackageProblem('package_text_not_unicode', { entry: name });
  }
}

/**
 * Checks a package from its bytes without unpacking it anywhere (docs/architecture.md §8): the zip's
 * directory entry by entry (names, links, duplicates, counts, sizes, ratios, encryption), then
 * manifest.json, the entry point's module, README.md, CHANGELOG.md and icon.png, the only entries
 * it reads. Throws a PackageProblem naming the first problem.
 */
export async function readPackage(bytes: Buffer): Promise<PackageContents> {
  if (bytes.length > packageLimits.packedBytes) throw new PackageProblem('package_too_large');
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    throw new PackageProblem('package_not_zip');
  }
  try {
    return await readEntries(zip);
  } finally {
    zip.close();
  }
}

async function readEntries(zip: ZipFile): Promise<PackageContents> {
  if (zip.entryCount > packageLimits.entries) throw new PackageProblem('package_too_many_entries');

  const seen = new Map<string, string>();
  const files: string[] = [];
  const kept: Partial<Record<keyof typeof packageFiles, Buffer>> = {};
  const rootFiles = new Map(Object.entries(packageFiles).map(([key, name]) => [name, key]));
  let unpackedBytes = 0;

  const nextEntry = () =>
    new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (entry: Entry) => {
        zip.off('end', onEnd);
        zip.off('error', onError);
        resolve(entry);
      };
      const onEnd = () => {
        zip.off('entry', onEntry);
        zip.off('error', onError);
        resolve(null);
      };
      const onError = (error: Error) => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        reject(error);
      };
      zip.once('entry', onEntry);
      zip.once('end', onEnd);
      zip.once('error', onError);
      zip.readEntry();
    });

  for (;;) {
    let entry: Entry | null;
    try {
      entry = await nextEntry();
    } catch (error) {
      throw new PackageProblem('package_damaged', {
        entry: `entry ${seen.size + 1}`,
        reason: (error as Error).message,
      });
    }
    if (!entry) break;

    const name = entryName(entry);
    const shown = name ?? entry.fileNameRaw.toString('latin1');
    if (name === null) throw new PackageProblem('package_path_invalid', { entry: shown });
    const nameProblem = checkEntryName(name);
    if (nameProblem) throw new PackageProblem(nameProblem, { entry: name });
    if (((entry.externalFileAttributes >>> 16) & fileTypeMask) === symbolicLink) {
      throw new PackageProblem('package_link', { entry: name });
    }
    if (entry.isEncrypted()) throw new PackageProblem('package_encrypted', { entry: name });
    const key = entryCaseKey(name);
    const other = seen.get(key);
    if (other !== undefined) throw new PackageProblem('package_duplicate', { entry: name, other });
    seen.set(key, name);

    const isFolder = name.endsWith('/');
    if (isFolder) continue;
    files.push(name);
    unpackedBytes += entry.uncompressedSize;
    if (unpackedBytes > packageLimits.unpackedBytes) {
      throw new PackageProblem('package_unpacked_too_large');
    }
    if (entry.uncompressedSize > packageLimits.ratioFloorBytes) {
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (ratio > packageLimits.ratio) {
        throw new PackageProblem('package_zip_bomb', { entry: name, ratio: Math.round(ratio) });
      }
    }

    const rootKey = rootFiles.get(name as (typeof packageFiles)[keyof typeof packageFiles]) as
      keyof typeof packageFiles | undefined;
    if (rootKey) {
      const limit =
        rootKey === 'manifest'
          ? packageLimits.manifestBytes
          : rootKey === 'icon'
            ? packageLimits.iconBytes
            : packageLimits.textBytes;
      if (entry.uncompressedSize > limit) {
        if (rootKey === 'manifest') throw new PackageProblem('package_manifest_too_large');
        if (rootKey === 'icon') throw new PackageProblem('package_icon_invalid');
        throw new PackageProblem('package_text_too_large', { entry: name });
      }
      kept[rootKey] = await readEntry(zip, entry, name);
    }
  }

  if (!kept.manifest) throw new PackageProblem('package_manifest_missing');
  const manifest = parseManifest(kept.manifest);

  const fileSet = new Set(files);
  const [moduleFile, packageFile] = entryPointFiles(manifest.entry_point);
  if (!fileSet.has(moduleFile) && !fileSet.has(packageFile)) {
    throw new PackageProblem('package_entry_point_missing', {
      entry_point: manifest.entry_point,
      module_file: moduleFile,
      package_file: packageFile,
    });
  }
  if (kept.icon && !kept.icon.subarray(0, pngSignature.length).equals(pngSignature)) {
    throw new PackageProblem('package_icon_invalid');
  }
  return {
    manifest,
    readme: kept.readme ? text(kept.readme, packageFiles.readme) : null,
    changelog: kept.changelog ? text(kept.changelog, packageFiles.changelog) : null,
    hasIcon: kept.icon !== undefined,
    files,
    unpackedBytes,
  };
}

/** "line 3, column 7" for a JSON.parse failure, where Node says it. */
function jsonPosition(source: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)?.[1];
  if (position === undefined) return error.message;
  const before = source.slice(0, Number(position));
  const line = before.split('\n').length;
  return `line ${line}, column ${Number(position) - before.lastIndexOf('\n')}`;
}

/** manifest.json's rules, plus a range the semver library itself reads. */
export function parseManifest(bytes: Buffer): ExtensionManifest {
  const source = text(bytes, packageFiles.manifest);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new PackageProblem('package_manifest_json', {
      reason: jsonPosition(source, error as Error),
    });
  }
  const checked = checkManifest(data);
  const problems = checked.ok ? [] : checked.problems;
  if (checked.ok && semver.validRange(checked.manifest.engines.sinyal) === null) {
    problems.push({
      field: 'engines.sinyal',
      code: 'manifest_engines_range',
      message: 'not a range semver reads',
    });
  }
  if (problems.length > 0 || !checked.ok) {
    const fieldCodes = Object.fromEntries(
      problems.map((problem) => [`manifest.${problem.field}`, problem.code]),
    );
    const summary = problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
    throw new PackageProblem(
      'package_manifest_invalid',
      { count: problems.length, summary },
      fieldCodes,
    );
  }
  return checked.manifest;
}
