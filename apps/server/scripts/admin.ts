import { settingsOrReport } from '@sinyal/contracts/settings';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { systemClock } from '../src/lib/clock';
import { runAdminCommand } from '../src/modules/admin/admin.service';
import { openPackageStore } from '../src/storage/open-package-store';
import { printFailure, printResult } from './command-line';

// `npm run admin -- set-plan <username|email> premium|free`: works on the database the server's
// settings name (DATA_DIR's SQLite file, or DATABASE_URL).
async function main(): Promise<number> {
  const config = settingsOrReport(loadConfig, (message) => console.error(message));
  if (!config) return 1;
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db, config.databaseSchema);
    const result = await runAdminCommand(process.argv.slice(2), {
      db,
      clock: systemClock,
      dataDir: config.dataDir,
      signingKeysFromEnvironment: config.signingKeys,
      packages: {
        currentStorage: config.packageStorage,
        openStore: (kind) =>
          openPackageStore({
            kind,
            dataDir: config.dataDir,
            db,
            clock: systemClock,
            s3: config.s3,
          }),
      },
    });
    return printResult(result);
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => process.exit(printFailure(error)),
);
