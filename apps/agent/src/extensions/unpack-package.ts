import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { agentInstallCodes } from '@sinyal/contracts/agent';
import {
  createEntryNames,
  createUnpackMeter,
  packageLimits,
  type UnpackProblem,
} from '@sinyal/contracts/extension-package';
import { checkEntryHeader, zipReadOptions } from '@sinyal/contracts/package-entry';
import { englishMessage } from '@sinyal/contracts/message-catalog';
import type { MessageParams } from '@sinyal/contracts/messages';
import { InstallFailure } from './install-failure';

const bad = (detail: string) => new InstallFailure(agentInstallCodes.badPackage, detail);
/** A package rule broken, said in the registry's own words. */
const broken = (code: string, params: MessageParams) =>
  bad(englishMessage(code, params) ?? `${code} (${JSON.stringify(params)})`);

class UnpackLimit extends Error {
  constructor(readonly problem: UnpackProblem) {
    super(problem.code);
  }
}

function open(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, zipReadOptions, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    ),
  );
}

/**
 * Unpacks a verified package into a new staging folder under `stagingRoot` and returns it. The
 * registry checked it already; the agent checks again, with the same rules
 * (`@sinyal/contracts/extension-package` and `package-entry`), what could hurt this computer
 * because it writes files: paths that leave the folder or that Windows cannot hold, links, names
 * that collide, and the real size of every file as it is written (a limit passed stops the write
 * at once).
 */
export async function unpackToStaging(bytes: Buffer, stagingRoot: string): Promise<string> {
  const staging = path.join(stagingRoot, randomBytes(8).toString('hex'));
  await mkdir(staging, { recursive: true });
  try {
    const zip = await open(bytes).catch(() => {
      throw bad('The package is not a zip archive');
    });
    try {
      if (zip.entryCount > packageLimits.entries) {
        throw broken('package_too_many_entries', {});
      }
      const names = createEntryNames();
      const meter = createUnpackMeter(bytes.length);
      for (;;) {
        const entry = await new Promise<Entry | null>((resolve, reject) => {
          zip.once('entry', resolve);
          zip.once('end', () => resolve(null));
          zip.once('error', reject);
          zip.readEntry();
        });
        zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
        if (!entry) break;
        const header = checkEntryHeader(entry);
        if (header.problem) throw broken(header.problem.code, header.problem.params);
        const name = header.name;
        const collision = names.add(name);
        if (collision) throw broken(collision.code, { entry: name, other: collision.other });
        const target = path.join(staging, ...name.split('/'));
        // Belt and braces: whatever the name, nothing is written outside the staging folder.
        if (!target.startsWith(staging + path.sep)) throw bad(`${name}: outside the folder`);
        if (name.endsWith('/')) {
          await mkdir(target, { recursive: true });
          continue;
        }
        const packed = {
          name,
          compressedSize: entry.compressedSize,
          declaredSize: entry.uncompressedSize,
        };
        const declared = meter.declared(packed);
        if (declared) throw broken(declared.code, declared.params);
        const counter = meter.entry(packed);
        await mkdir(path.dirname(target), { recursive: true });
        const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
          zip.openReadStream(entry, (error, read) => (error ? reject(error) : resolve(read))),
        );
        const count = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            const passed = counter.add(chunk.length);
            done(passed ? new UnpackLimit(passed) : null, chunk);
          },
          flush(done) {
            const short = counter.end();
            done(short ? new UnpackLimit(short) : null);
          },
        });
        try {
          await pipeline(stream, count, createWriteStream(target, { flags: 'wx', mode: 0o644 }));
        } catch (error) {
          if (error instanceof UnpackLimit) throw broken(error.problem.code, error.problem.params);
          throw error;
        }
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
