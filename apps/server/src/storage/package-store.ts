/**
 * Where packages are kept, addressed by the SHA-256 of their bytes (docs/architecture.md §8): the
 * same bytes are stored once, and a key names exactly one content, so an answer can be cached
 * forever. Three backends: files under DATA_DIR (one instance, or several sharing a disk), the
 * database (several instances on PostgreSQL without a shared disk) and an S3 bucket (several
 * instances, the bytes out of the database).
 */
export interface PackageStore {
  readonly kind: PackageStoreKind;
  /** Stores the bytes under their SHA-256 (hex). Storing what is there already changes nothing. */
  put(sha256: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under that SHA-256. */
  get(sha256: string): Promise<Buffer | null>;
  has(sha256: string): Promise<boolean>;
  /** Removes the bytes; removing what is not there is not an error. */
  delete(sha256: string): Promise<void>;
  /** Every SHA-256 stored (tests, and an operator's audit). */
  list(): Promise<string[]>;
  /** Lets go of connections (the S3 client's sockets); the other stores hold none of their own. */
  close?(): Promise<void>;
}

export const packageStoreKinds = ['files', 'database', 's3'] as const;
export type PackageStoreKind = (typeof packageStoreKinds)[number];

export function isSha256(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}
