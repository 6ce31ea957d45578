import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { useTestApp, withTestApp } from '../test/use-test-app';
import {
  backupSqlite,
  databaseInUse,
  defaultBackupFile,
  restoreSqlite,
  sinyalDatabaseProblem,
  sqliteFile,
} from './sqlite-backup';

// The backup is of the embedded SQLite file (PostgreSQL is backed up with pg_dump, README.md), so
// these tests run on SQLite whatever database the rest of the suite runs on.
const onSqlite = { DATABASE_URL: '', DATABASE_SCHEMA: '' };

/** A separate process holding the database open the way a running server does (WAL). */
async function holdOpen(file: string) {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const db = new (require('better-sqlite3'))(${JSON.stringify(file)});
       db.pragma('journal_mode = WAL'); db.prepare('select count(*) from users').get();
       process.stdout.write('open\\n'); process.stdin.on('end', () => process.exit(0)); process.stdin.resume();`,
    ],
    { cwd: path.dirname(require.resolve('better-sqlite3/package.json')), stdio: 'pipe' },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => data.toString().includes('open') && resolve());
    child.once('exit', (code) => reject(new Error(`holder exited (${code})`)));
  });
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    await exited;
  };
}

describe('SQLite backup and restore', () => {
  const t = useTestApp({ env: onSqlite });

  test('a backup taken while the server runs restores the data it had', async () => {
    const user = await t.registerVerified();
    const live = sqliteFile(t.dataDir);
    const backup = defaultBackupFile(t.dataDir, t.clock.now());
    expect(await backupSqlite(live, backup)).toBeGreaterThan(0);
    expect((fs.statSync(backup).mode & 0o777).toString(8)).toBe('600');
    expect(sinyalDatabaseProblem(backup)).toBeUndefined();
    // One self-contained file, nothing left beside it.
    expect(fs.readdirSync(path.dirname(backup))).toEqual([path.basename(backup)]);
    await expect(backupSqlite(live, backup)).rejects.toThrow(/exists/);

    // Taken while the server kept its connection open; a later account is not in it.
    const later = await t.registerVerified();
    const copy = new SQLite(backup, { readonly: true });
    const names = copy.prepare('select username from users').pluck().all();
    copy.close();
    expect(names).toContain(user.username);
    expect(names).not.toContain(later.username);

    // The running server holds the database: restore refuses and changes nothing.
    expect(databaseInUse(live)).toBe(true);
    expect(() => restoreSqlite(backup, live, t.clock.now())).toThrow(/in use: stop the server/);
    expect((await t.get('/api/health')).status).toBe(200);
  });

  test('restore puts the backup in place once the server is stopped, and keeps the old file', async () => {
    await withTestApp({ env: onSqlite }, async (app) => {
      const kept = await app.registerVerified();
      const live = sqliteFile(app.dataDir);
      const backup = path.join(app.dataDir, 'copy.db');
      await backupSqlite(live, backup);
      const dropped = await app.registerVerified();
      await app.app.close();

      const { previous } = restoreSqlite(backup, live, new Date());
      expect(previous && fs.existsSync(previous)).toBe(true);
      expect(fs.existsSync(`${live}-wal`)).toBe(false);
      const restored = new SQLite(live, { readonly: true });
      const names = restored.prepare('select username from users').pluck().all();
      restored.close();
      expect(names).toContain(kept.username);
      expect(names).not.toContain(dropped.username);
    });
  });

  test('restore refuses while another process has the database open', async () => {
    const live = sqliteFile(t.dataDir);
    const backup = path.join(t.dataDir, 'for-holder.db');
    await backupSqlite(live, backup);
    const other = path.join(t.dataDir, 'other.db');
    fs.copyFileSync(backup, other);
    const release = await holdOpen(other);
    try {
      expect(() => restoreSqlite(backup, other, new Date())).toThrow(/in use/);
    } finally {
      await release();
    }
    expect(databaseInUse(other)).toBe(false);
    expect(restoreSqlite(backup, other, new Date()).previous).toBeTruthy();
  });

  test('restore refuses a file that is not a Sinyal database', async () => {
    const target = path.join(t.dataDir, 'target.db');
    const text = path.join(t.dataDir, 'notes.txt');
    fs.writeFileSync(text, 'hello');
    expect(() => restoreSqlite(text, target, new Date())).toThrow(/not an SQLite database/);

    const foreign = path.join(t.dataDir, 'foreign.db');
    const db = new SQLite(foreign);
    db.exec('create table notes (body text)');
    db.close();
    expect(() => restoreSqlite(foreign, target, new Date())).toThrow(/not a Sinyal one/);
    expect(fs.existsSync(target)).toBe(false);
  });
});
