import { settingsOrReport } from '@sinyal/contracts/settings';
import { loadConfig, type Config } from '../src/config';
import { printFailure } from './command-line';

/**
 * The settings for a command that works on the SQLite file (backup, restore), or the exit code
 * after saying why not: bad settings (1), or PostgreSQL, which has tools of its own (2).
 */
export function sqliteSettings(postgresAdvice: string): Config | number {
  const config = settingsOrReport(loadConfig, (message) => console.error(message));
  if (!config) return 1;
  if (!config.databaseUrl) return config;
  console.error(`DATABASE_URL is set: ${postgresAdvice} (see README.md, "Backups").`);
  return 2;
}

/** Runs the command and exits with its code. */
export function runSqliteCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => process.exit(printFailure(error)),
  );
}
