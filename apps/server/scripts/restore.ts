import path from 'node:path';
import { restoreSqlite, sqliteFile } from '../src/db/sqlite-backup';
import { typedFrom } from './command-line';
import { runSqliteCommand, sqliteSettings } from './sqlite-command';

// `npm run restore <file>`: puts a backup in place of the SQLite database. The server must be
// stopped (it refuses while the database is open); the replaced file is kept beside it.
async function main(): Promise<number> {
  const config = sqliteSettings('restore PostgreSQL with pg_restore');
  if (typeof config === 'number') return config;
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

runSqliteCommand(main);
