import type { S3Settings } from '../config';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import { createDatabasePackageStore } from './database-package-store.repository';
import { openFilesPackageStore } from './files-package-store';
import type { PackageStore, PackageStoreKind } from './package-store';
import { openS3PackageStore } from './s3-package-store';

/**
 * The store PACKAGE_STORAGE names: "files" (DATA_DIR/packages, the default), "database" or "s3"
 * (the bucket of the S3_* settings).
 */
export async function openPackageStore(options: {
  kind: PackageStoreKind;
  dataDir: string;
  db: Db;
  clock: Clock;
  s3: S3Settings | undefined;
}): Promise<PackageStore> {
  switch (options.kind) {
    case 'database':
      return createDatabasePackageStore(options.db, options.clock);
    case 's3':
      if (!options.s3) {
        throw new Error(
          'The s3 store needs S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT with S3_FORCE_PATH_STYLE=true for a store other than AWS).',
        );
      }
      return openS3PackageStore(options.s3);
    case 'files':
      return openFilesPackageStore(options.dataDir);
  }
}
