import fs from 'node:fs';

/**
 * DATA_DIR holds the database, its WAL, the mail outbox (with sign-in links) and keys: only the
 * server's own user may read them. Folders are 0700 and files 0600, also when they already
 * existed with wider modes (an install made before this rule, or an unusual umask).
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((fs.statSync(dir).mode & 0o077) !== 0) fs.chmodSync(dir, 0o700);
}

/** Creates the file empty when missing; either way leaves it readable by its owner only. */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
}

/** Narrows an existing file to its owner; a missing one is left missing. */
export function narrowIfPresent(file: string): void {
  try {
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
