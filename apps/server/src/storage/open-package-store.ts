import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createDatabasePackageStore } from './database-package-store.repository';
import { openFilesPackageStore } from './files-package-store';
import type { PackageStore, PackageStoreKind } from './package-store';

/** The store PACKAGE_STORAGE names: "files" (DATA_DIR/packages, the default) or "database". */
export async function openPackageStore(options: {
  kind: PackageStoreKind;
  dataDir: string;
  db: Db;
  clock: Clock;
}): Promise<PackageStore> {
  return options.kind === 'database'
    ? createDatabasePackageStore(options.db, options.clock)
    : openFilesPackageStore(options.dataDir);
}
