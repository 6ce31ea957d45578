import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { agentInstallCodes } from '@sinyal/contracts/agent';
import { checkEntryName, entryCaseKey, packageLimits } from '@sinyal/contracts/extension-package';
import { InstallFailure } from './install-failure';

const symbolicLink = 0o120000;
const bad = (detail: string) => new InstallFailure(agentInstallCodes.badPackage, detail);

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(
      bytes,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip)),
    ),
  );
}

/**
 * Unpacks a verified package into a new staging folder under `stagingRoot` and returns it. The
 * registry checked it already; the agent checks again what could hurt this computer (paths that
 * leave the folder, links, duplicates, sizes while it writes), because it writes files.
 */
export async function unpackToStaging(bytes: Buffer, stagingRoot: string): Promise<string> {
  const staging = path.join(stagingRoot, randomBytes(8).toString('hex'));
  await mkdir(staging, { recursive: true });
  try {
    const zip = await open(bytes).catch(() => {
      throw bad('The package is not a zip archive');
    });
    try {
      if (zip.entryCount > packageLimits.entries) throw bad('The package holds too many entries');
      const seen = new Set<string>();
      let written = 0;
      for (;;) {
        const entry = await new Promise<Entry | null>((resolve, reject) => {
          zip.once('entry', resolve);
          zip.once('end', () => resolve(null));
          zip.once('error', reject);
          zip.readEntry();
        });
        zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
        if (!entry) break;
        const name = entry.fileNameRaw.toString('utf8');
        const problem = checkEntryName(name);
        if (problem) throw bad(`${name}: not a safe path inside the package (${problem})`);
        if (((entry.externalFileAttributes >>> 16) & 0o170000) === symbolicLink)
          throw bad(`${name}: a link`);
        const key = entryCaseKey(name);
        if (seen.has(key)) throw bad(`${name}: a duplicate name`);
        seen.add(key);
        const target = path.join(staging, ...name.split('/'));
        // Belt and braces: whatever the name, nothing is written outside the staging folder.
        if (!target.startsWith(staging + path.sep)) throw bad(`${name}: outside the folder`);
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          continue;
        }
        written += entry.uncompressedSize;
        if (written > packageLimits.unpackedBytes)
          throw bad('The package unpacks to more than 200 MB');
        await mkdir(path.dirname(target), { recursive: true });
        const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
          zip.openReadStream(entry, (error, read) => (error ? reject(error) : resolve(read))),
        );
        await pipeline(stream, createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      }
    } finally {
      zip.close();
    }
    return staging;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (error instanceof InstallFailure) throw error;
    throw bad(`The package cannot be unpacked (${(error as Error).message})`);
  }
}
