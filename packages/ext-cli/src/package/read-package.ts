import type { Readable } from 'node:stream';
import semver from 'semver';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { checkManifest, type ExtensionManifest } from '@sinyal/contracts/extension-manifest';
import {
  createEntryNames,
  createUnpackMeter,
  entryPointFiles,
  packageFiles,
  packageLimits,
} from '@sinyal/contracts/extension-package';
import { checkEntryHeader, zipReadOptions } from '@sinyal/contracts/package-entry';
import { templateLeftover } from '@sinyal/contracts/extension-template';
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

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are checked here, with messages that name the entry (checkEntryHeader).
    yauzl.fromBuffer(bytes, zipReadOptions, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    );
  });
}

function readStream(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );
}

type UnpackMeter = ReturnType<typeof createUnpackMeter>;

/**
 * Inflates one entry to its end, counting every chunk, and stops at the first chunk past a limit
 * (the stream is destroyed, so nothing more is inflated). Returns the bytes when `keep` (the few
 * small entries the registry reads), else nothing: the rest is counted, never held.
 */
async function inflateEntry(
  zip: ZipFile,
  entry: Entry,
  name: string,
  meter: UnpackMeter,
  keep: boolean,
): Promise<Buffer | null> {
  const counter = meter.entry({
    name,
    compressedSize: entry.compressedSize,
    declaredSize: entry.uncompressedSize,
  });
  const chunks: Buffer[] = [];
  let stream: Readable;
  try {
    stream = await readStream(zip, entry);
  } catch (error) {
    throw new PackageProblem('package_damaged', { entry: name, reason: (error as Error).message });
  }
  try {
    for await (const chunk of stream) {
      const problem = counter.add((chunk as Buffer).length);
      if (problem) throw new PackageProblem(problem.code, problem.params);
      if (keep) chunks.push(chunk as Buffer);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof PackageProblem) throw error;
    throw new PackageProblem('package_damaged', { entry: name, reason: (error as Error).message });
  }
  const short = counter.end();
  if (short) throw new PackageProblem(short.code, short.params);
  return keep ? Buffer.concat(chunks) : null;
}

function text(bytes: Buffer, name: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new PackageProblem('package_text_not_unicode', { entry: name });
  }
}

/**
 * Checks a package from its bytes without writing anything anywhere (docs/architecture.md §8): the
 * zip's directory entry by entry (names, links, duplicates, counts, declared sizes, encryption),
 * every file inflated and counted as it comes out (real sizes and ratios, never held), then
 * manifest.json, the entry point's module, README.md, CHANGELOG.md and icon.png, the only entries
 * it keeps. Throws a PackageProblem naming the first problem.
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
    return await readEntries(zip, createUnpackMeter(bytes.length));
  } finally {
    zip.close();
  }
}

async function readEntries(zip: ZipFile, meter: UnpackMeter): Promise<PackageContents> {
  if (zip.entryCount > packageLimits.entries) throw new PackageProblem('package_too_many_entries');

  const names = createEntryNames();
  let entries = 0;
  const files: string[] = [];
  const kept: Partial<Record<keyof typeof packageFiles, Buffer>> = {};
  const rootFiles = new Map(Object.entries(packageFiles).map(([key, name]) => [name, key]));

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
        entry: `entry ${entries + 1}`,
        reason: (error as Error).message,
      });
    }
    if (!entry) break;
    entries += 1;

    const header = checkEntryHeader(entry);
    if (header.problem) throw new PackageProblem(header.problem.code, header.problem.params);
    const name = header.name;
    if (entry.isEncrypted()) throw new PackageProblem('package_encrypted', { entry: name });
    const collision = names.add(name);
    if (collision)
      throw new PackageProblem(collision.code, { entry: name, other: collision.other });

    const isFolder = name.endsWith('/');
    if (isFolder) continue;
    files.push(name);
    const packed = {
      name,
      compressedSize: entry.compressedSize,
      declaredSize: entry.uncompressedSize,
    };
    const declared = meter.declared(packed);
    if (declared) throw new PackageProblem(declared.code, declared.params);

    const rootKey = rootFiles.get(name as (typeof packageFiles)[keyof typeof packageFiles]) as
      keyof typeof packageFiles | undefined;
    if (rootKey) {
      const limit =
        rootKey === 'manifest'
          ? packageLimits.manifestBytes
          : rootKey === 'icon'
            ? packageLimits.iconBytes
            : packageLimits.textBytes;
      // The declared size is checked here, the real one as it is read: no more than declared.
      if (entry.uncompressedSize > limit) {
        if (rootKey === 'manifest') throw new PackageProblem('package_manifest_too_large');
        if (rootKey === 'icon') throw new PackageProblem('package_icon_invalid');
        throw new PackageProblem('package_text_too_large', { entry: name });
      }
    }
    const bytes = await inflateEntry(zip, entry, name, meter, rootKey !== undefined);
    if (rootKey && bytes) kept[rootKey] = bytes;
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
  const readme = kept.readme ? text(kept.readme, packageFiles.readme) : null;
  // Last, so that a package with real faults hears of those first.
  const leftover = templateLeftover({ manifest, readme });
  if (leftover) throw new PackageProblem('package_template_text', leftover);
  return {
    manifest,
    readme,
    changelog: kept.changelog ? text(kept.changelog, packageFiles.changelog) : null,
    hasIcon: kept.icon !== undefined,
    files,
    unpackedBytes: meter.total,
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
    const fieldTexts = Object.fromEntries(
      problems.map((problem) => [`manifest.${problem.field}`, problem.message]),
    );
    const summary = problems.map((problem) => `${problem.field}: ${problem.message}`).join('; ');
    throw new PackageProblem(
      'package_manifest_invalid',
      { count: problems.length, summary },
      fieldCodes,
      fieldTexts,
    );
  }
  return checked.manifest;
}
