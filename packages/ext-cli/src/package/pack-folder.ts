import fs from 'node:fs/promises';
import path from 'node:path';
import yazl from 'yazl';
import { packageFiles, packageLimits } from '@sinyal/contracts/extension-package';
import { PackageProblem } from './package-problem';
import { parseManifest, readPackage, type PackageContents } from './read-package';

/** Left out of every package: version control, caches and editors' files, earlier packages. */
const skippedNames = new Set([
  '.git',
  '.hg',
  '.svn',
  '__pycache__',
  '.DS_Store',
  'Thumbs.db',
  'node_modules',
  '.venv',
  '.mypy_cache',
  '.pytest_cache',
]);
const skipped = (name: string) =>
  skippedNames.has(name) || name.endsWith('.pyc') || name.endsWith('.sxp') || name.endsWith('~');

// Every entry carries this time and mode, so the bytes depend on the files' names and contents
// alone. Built from local fields because a zip stores local time: the same everywhere.
const fixedTime = new Date(1980, 0, 1, 0, 0, 0);
const fileMode = 0o100644;

export class PackFolderError extends Error {}

async function listFiles(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  const entries = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries) {
    if (skipped(entry.name)) continue;
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      throw new PackFolderError(
        `${name}: a symbolic link; copy the file in instead (packages hold plain files only)`,
      );
    }
    if (entry.isDirectory()) found.push(...(await listFiles(root, name)));
    else if (entry.isFile()) found.push(name);
    else throw new PackFolderError(`${name}: not a plain file`);
  }
  return found;
}

/** Code-point order of UTF-8 names, the same on every machine (not the locale's collation). */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * Packs an extension's folder into a package (docs/architecture.md §8): every file but version
 * control, caches and earlier packages, sorted, with a fixed time and mode, deflated. The same
 * folder gives the same bytes. The result is checked with the registry's own rules before it is
 * returned.
 */
export async function packFolder(
  folder: string,
): Promise<{ bytes: Buffer; contents: PackageContents; files: string[] }> {
  const names = (await listFiles(folder)).sort(byteOrder);
  if (!names.includes(packageFiles.manifest)) {
    throw new PackageProblem('package_manifest_missing');
  }
  // The manifest's own problems first: they name fields, which is what a developer fixes first.
  parseManifest(await fs.readFile(path.join(folder, packageFiles.manifest)));
  const files = await Promise.all(
    names.map(async (name) => ({ name, bytes: await fs.readFile(path.join(folder, name)) })),
  );
  const bytes = await zipFiles(files);
  if (bytes.length > packageLimits.packedBytes) throw new PackageProblem('package_too_large');
  return { bytes, contents: await readPackage(bytes), files: names };
}

/** The zip of these files, in this order, each with the fixed time and mode. */
export async function zipFiles(files: { name: string; bytes: Buffer }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { name, bytes } of files) {
    zip.addBuffer(bytes, name, {
      mtime: fixedTime,
      mode: fileMode,
      compress: true,
      forceDosTimestamp: true,
    });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
