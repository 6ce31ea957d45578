import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type {
  Database,
  ExtensionsTable,
  ExtensionVersionsTable,
  PublishersTable,
} from '../../db/types';
import { lookalikeKey } from './lookalike';

type Db = Kysely<Database> | Transaction<Database>;

export type VersionRow = Selectable<ExtensionVersionsTable>;
export type ExtensionRow = Selectable<ExtensionsTable>;
export type NewExtensionRow = Insertable<ExtensionsTable>;
export type NewVersionRow = Insertable<ExtensionVersionsTable>;
export type PublisherRow = Selectable<PublishersTable>;

/** The card fields of an extension, from the version that is its latest. */
export type CatalogueFields = Pick<
  NewExtensionRow,
  | 'name'
  | 'description'
  | 'description_long'
  | 'author'
  | 'category'
  | 'listed_category'
  | 'mode'
  | 'file_formats'
  | 'os'
  | 'git_path'
  | 'is_premium'
  | 'latest_version'
  | 'search_text'
  | 'updated_at'
  | 'name_key'
  | 'author_key'
>;

export async function findExtensionRow(db: Db, id: string): Promise<ExtensionRow | undefined> {
  return db.selectFrom('extensions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Locks the extension's row until the transaction ends (PostgreSQL), so two publishes of one id
 * compare against the same versions one after the other. SQLite runs one transaction at a time.
 */
export async function lockExtensionRow(trx: Transaction<Database>, id: string, postgres: boolean) {
  const query = trx.selectFrom('extensions').selectAll().where('id', '=', id);
  return (postgres ? query.forUpdate() : query).executeTakeFirst();
}

export async function listVersionRows(db: Db, id: string): Promise<VersionRow[]> {
  return db.selectFrom('extension_versions').selectAll().where('extension_id', '=', id).execute();
}

export async function findVersionRow(
  db: Db,
  id: string,
  version: string,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('extension_versions')
    .selectAll()
    .where('extension_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** Every version of these extensions that has a package and is not yanked (the update check). */
export async function listInstallableVersionRows(db: Db, ids: string[]): Promise<VersionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('extension_versions')
    .selectAll()
    .where('extension_id', 'in', ids)
    .where('sha256', 'is not', null)
    .where('yanked_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The versions of these extensions the operators took down (the update check names them). */
export async function listRevokedVersionRows(
  db: Db,
  ids: string[],
): Promise<Pick<VersionRow, 'extension_id' | 'version' | 'revoke_reason'>[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('extension_versions')
    .select(['extension_id', 'version', 'revoke_reason'])
    .where('extension_id', 'in', ids)
    .where('revoked_at', 'is not', null)
    .execute();
}

export async function listExtensionRows(db: Db, ids: string[]): Promise<ExtensionRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('extensions').selectAll().where('id', 'in', ids).execute();
}

/**
 * Another publisher's extension whose id or name has the same look-alike skeleton as `text`;
 * `ownerId` is the publishing account (null: the registry), whose own extensions may look alike.
 */
export async function findLookalike(
  db: Db,
  column: 'id_key' | 'name_key',
  text: string,
  exceptId: string,
  ownerId: number | null,
): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('extensions')
    .select(['id', 'name'])
    .where(column, '=', lookalikeKey(text))
    .where('id', '!=', exceptId)
    .where((eb) =>
      ownerId === null
        ? eb('owner_user_id', 'is not', null)
        : eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '!=', ownerId)]),
    )
    .executeTakeFirst();
}

export async function findPublisher(db: Db, authorKey: string): Promise<PublisherRow | undefined> {
  return db
    .selectFrom('publishers')
    .selectAll()
    .where('author_key', '=', authorKey)
    .executeTakeFirst();
}

export async function insertPublisher(db: Db, row: Insertable<PublishersTable>): Promise<void> {
  await db
    .insertInto('publishers')
    .values(row)
    .onConflict((conflict) => conflict.column('author_key').doNothing())
    .execute();
}

export async function insertExtensionRow(db: Db, row: NewExtensionRow): Promise<void> {
  await db.insertInto('extensions').values(row).execute();
}

export async function insertVersionRow(db: Db, row: NewVersionRow): Promise<void> {
  await db.insertInto('extension_versions').values(row).execute();
}

/** An update of one version of an extension. */
const updateVersionRow = (db: Db, id: string, version: string) =>
  db
    .updateTable('extension_versions')
    .where('extension_id', '=', id)
    .where('version', '=', version);

/** A version published before packages existed gets its package (the samples, at start). */
export async function attachPackage(
  db: Db,
  id: string,
  version: string,
  fields: Pick<
    NewVersionRow,
    'manifest' | 'sha256' | 'size' | 'signature' | 'engines_sinyal' | 'readme' | 'changelog'
  >,
): Promise<void> {
  await updateVersionRow(db, id, version).set(fields).where('sha256', 'is', null).execute();
}

export async function updateCatalogueFields(
  db: Db,
  id: string,
  fields: CatalogueFields,
): Promise<void> {
  await db.updateTable('extensions').set(fields).where('id', '=', id).execute();
}

export async function setYanked(
  db: Db,
  id: string,
  version: string,
  yank: { yanked_at: string | null; yank_reason: string | null },
): Promise<void> {
  await updateVersionRow(db, id, version).set(yank).execute();
}

export async function setDeprecation(
  db: Db,
  id: string,
  deprecation: {
    deprecated_reason: string | null;
    replacement_id: string | null;
    deprecated_at: string | null;
  },
): Promise<void> {
  await db.updateTable('extensions').set(deprecation).where('id', '=', id).execute();
}

/**
 * Counts a download once per client, version and day: true when this one counted. The row and
 * the two counters change together.
 */
export async function countDownload(
  db: Kysely<Database>,
  download: { extension_id: string; version: string; day: string; client: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('extension_downloads')
      .values(download)
      .onConflict((conflict) =>
        conflict.columns(['extension_id', 'version', 'day', 'client']).doNothing(),
      )
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    await trx
      .updateTable('extension_versions')
      .set({ downloads: sql`downloads + 1` })
      .where('extension_id', '=', download.extension_id)
      .where('version', '=', download.version)
      .execute();
    await trx
      .updateTable('extensions')
      .set({ downloads: sql`downloads + 1` })
      .where('id', '=', download.extension_id)
      .execute();
    return true;
  });
}

/** Whether any version still refers to these bytes (a package is stored once per content). */
/** Every SHA-256 a version names: the packages a store must hold for the registry to serve them. */
export async function listReferencedPackages(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('extension_versions')
    .select('sha256')
    .distinct()
    .where('sha256', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.sha256 ? [row.sha256] : []));
}

export async function isPackageReferenced(db: Db, sha256: string): Promise<boolean> {
  const row = await db
    .selectFrom('extension_versions')
    .select('extension_id')
    .where('sha256', '=', sha256)
    .executeTakeFirst();
  return row !== undefined;
}
