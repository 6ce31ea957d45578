import path from 'node:path';
import { backupSqlite, defaultBackupFile, sqliteFile } from '../src/db/sqlite-backup';
import { typedFrom } from './command-line';
import { runSqliteCommand, sqliteSettings } from './sqlite-command';

// `npm run backup [file]`: an online copy of the SQLite database, safe while the server runs
// (docs/architecture.md §12). Default file: DATA_DIR/backups/sinyal-<UTC time>.db.
async function main(): Promise<number> {
  const config = sqliteSettings('back PostgreSQL up with pg_dump -Fc');
  if (typeof config === 'number') return config;
  const named = process.argv[2];
  const target = named
    ? path.resolve(typedFrom(), named)
    : defaultBackupFile(config.dataDir, new Date());
  const bytes = await backupSqlite(sqliteFile(config.dataDir), target);
  console.log(`Backed up ${sqliteFile(config.dataDir)} to ${target} (${bytes} bytes).`);
  return 0;
}

runSqliteCommand(main);
