import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { backupSqlite, defaultBackupFile, sqliteFile } from '../src/db/sqlite-backup';
import { printFailure, typedFrom } from './command-line';

// `npm run backup [file]`: an online copy of the SQLite database, safe while the server runs
// (docs/architecture.md §12). Default file: DATA_DIR/backups/sinyal-<UTC time>.db.
async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (see README.md, "Backups").',
    );
    return 2;
  }
  const named = process.argv[2];
  const target = named
    ? path.resolve(typedFrom(), named)
    : defaultBackupFile(config.dataDir, new Date());
  const bytes = await backupSqlite(sqliteFile(config.dataDir), target);
  console.log(`Backed up ${sqliteFile(config.dataDir)} to ${target} (${bytes} bytes).`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(printFailure(error)),
);
