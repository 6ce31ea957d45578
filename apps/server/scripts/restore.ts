import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { restoreSqlite, sqliteFile } from '../src/db/sqlite-backup';
import { printFailure, typedFrom } from './command-line';

// `npm run restore <file>`: puts a backup in place of the SQLite database. The server must be
// stopped (it refuses while the database is open); the replaced file is kept beside it.
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
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see README.md, "Backups").',
    );
    return 2;
  }
  const named = process.argv[2];
  if (!named) {
    console.error('Usage: npm run restore <backup file>');
    return 2;
  }
  const target = sqliteFile(config.dataDir);
  const { previous } = restoreSqlite(path.resolve(typedFrom(), named), target, new Date());
  console.log(
    `Restored ${target} from ${named}.` +
      (previous ? ` The database it replaced is kept as ${previous}.` : ''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(printFailure(error)),
);
