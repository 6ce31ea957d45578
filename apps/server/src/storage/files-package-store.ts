import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ensurePrivateDir } from '../lib/private-files';
import { isSha256, type PackageStore } from './package-store';

/**
 * Packages as files: DATA_DIR/packages/ab/abcdef….sxp (two hex characters of fan-out, so no folder
 * grows past a few thousand files). A file is written to a temporary name beside it and renamed,
 * so a reader never sees half a package and a crash leaves only a temporary file, removed at start.
 */
export async function openFilesPackageStore(dataDir: string): Promise<PackageStore> {
  const root = path.join(dataDir, 'packages');
  ensurePrivateDir(root);
  await removeTemporaryFiles(root);

  const fileOf = (sha256: string) => {
    if (!isSha256(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return path.join(root, sha256.slice(0, 2), `${sha256}.sxp`);
  };

  return {
    kind: 'files',
    async put(sha256, bytes) {
      const file = fileOf(sha256);
      ensurePrivateDir(path.dirname(file));
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o600, flag: 'wx' });
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(sha256) {
      try {
        return await fs.readFile(fileOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(sha256) {
      try {
        await fs.access(fileOf(sha256));
        return true;
      } catch {
        return false;
      }
    },
    async delete(sha256) {
      await fs.rm(fileOf(sha256), { force: true });
    },
    async list() {
      const found: string[] = [];
      for (const folder of await fs.readdir(root)) {
        const names = await fs.readdir(path.join(root, folder)).catch(() => [] as string[]);
        for (const name of names) {
          const sha = name.replace(/\.sxp$/, '');
          if (name.endsWith('.sxp') && isSha256(sha)) found.push(sha);
        }
      }
      return found.sort();
    },
  };
}

async function removeTemporaryFiles(root: string): Promise<void> {
  for (const folder of await fs.readdir(root)) {
    const dir = path.join(root, folder);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (name.endsWith('.tmp')) await fs.rm(path.join(dir, name), { force: true });
    }
  }
}
