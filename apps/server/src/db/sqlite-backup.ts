import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ensurePrivateDir } from '../lib/private-files';

/**
 * `npm run backup` and `npm run restore` for the embedded SQLite database (docs/architecture.md
 * §12). The backup uses SQLite's online backup API (better-sqlite3's `backup()`), which copies a
 * consistent snapshot while the server keeps reading and writing. A restore replaces the file, so
 * it refuses while any process has the database open.
 */

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'sinyal.db');
}

/** Where a backup goes when no file is named: DATA_DIR/backups/sinyal-<UTC time>.db. */
export function defaultBackupFile(dataDir: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dataDir, 'backups', `sinyal-${stamp}.db`);
}

/**
 * Why `file` is not a Sinyal database that can be restored, or undefined when it is one: an
 * SQLite file that passes its integrity check and has our migrations and accounts table.
 */
export function sinyalDatabaseProblem(file: string): string | undefined {
  let header: Buffer;
  try {
    const handle = fs.openSync(file, 'r');
    header = Buffer.alloc(16);
    fs.readSync(handle, header, 0, 16, 0);
    fs.closeSync(handle);
  } catch (error) {
    return `cannot read ${file}: ${(error as Error).message}`;
  }
  if (header.toString('latin1') !== 'SQLite format 3\u0000')
    return `${file} is not an SQLite database`;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') return `${file} is damaged (SQLite quick_check: ${String(check)})`;
    const tables = new Set(
      db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[],
    );
    if (!tables.has('kysely_migration') || !tables.has('users')) {
      return `${file} is an SQLite database, but not a Sinyal one (no users or migrations table)`;
    }
    const first = db
      .prepare("select name from kysely_migration where name = '0001-accounts'")
      .pluck()
      .get();
    if (first === undefined) return `${file} has no Sinyal migrations recorded`;
    return undefined;
  } catch (error) {
    return `${file} cannot be read as a Sinyal database: ${(error as Error).message}`;
  } finally {
    db.close();
  }
}

/**
 * True when another process (a running server, `npm run admin`) has the database open. A
 * connection in WAL mode keeps a shared lock for as long as it is open, so taking an exclusive
 * one without waiting fails exactly then.
 */
export function databaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('begin exclusive');
    db.exec('commit');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    db.close();
  }
}

/** Copies the live database to `target` (never over an existing file); answers its size in bytes. */
export async function backupSqlite(source: string, target: string): Promise<number> {
  if (!fs.existsSync(source)) throw new Error(`no database at ${source}`);
  if (fs.existsSync(target)) throw new Error(`${target} exists; name a new file`);
  ensurePrivateDir(path.dirname(target));
  // Written under a temporary name, then renamed: a file with the final name is a whole backup.
  const partial = `${target}.partial`;
  const db = new SQLite(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    await db.backup(partial);
  } finally {
    db.close();
  }
  fs.chmodSync(partial, 0o600);
  // The copy is one self-contained file: in WAL mode, merely opening it would make -wal and -shm
  // files beside it. The server turns WAL on again when it opens a restored file.
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  const problem = sinyalDatabaseProblem(partial);
  if (problem) {
    fs.rmSync(partial, { force: true });
    throw new Error(`the backup did not check out: ${problem}`);
  }
  fs.renameSync(partial, target);
  return fs.statSync(target).size;
}

/**
 * Puts `backup` in place of the database at `target`. Refuses a file that is not a Sinyal
 * database and a database some process has open (stop the server first). The database it
 * replaces is kept beside it as `sinyal.db.before-restore-<time>` (with its WAL, whose
 * transactions belong to it, not to the restored file).
 */
export function restoreSqlite(backup: string, target: string, now: Date): { previous?: string } {
  const problem = sinyalDatabaseProblem(backup);
  if (problem) throw new Error(problem);
  if (databaseInUse(target)) {
    throw new Error(
      `${target} is in use: stop the server (and any npm run admin) before restoring`,
    );
  }
  ensurePrivateDir(path.dirname(target));
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  fs.chmodSync(incoming, 0o600);
  let previous: string | undefined;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${now.toISOString().replace(/[-:.]/g, '')}`;
    fs.renameSync(target, previous);
  }
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(target + suffix)) {
      if (previous) fs.renameSync(target + suffix, previous + suffix);
      else fs.rmSync(target + suffix);
    }
  }
  fs.renameSync(incoming, target);
  return previous ? { previous } : {};
}
