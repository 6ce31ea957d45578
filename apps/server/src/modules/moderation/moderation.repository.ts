import { sql, type Kysely, type Transaction } from 'kysely';
import type { ReportReason } from '@sinyal/contracts/moderation';
import type { ReviewReportReason } from '@sinyal/contracts/reviews';
import { countRows } from '../../db/count-rows';
import type { Database } from '../../db/types';

type Db = Kysely<Database> | Transaction<Database>;

/** What moderation needs of an extension: who owns it, and whether it is taken down. */
export async function findExtensionForModeration(db: Db, id: string) {
  return db
    .selectFrom('extensions')
    .select(['id', 'name', 'owner_user_id', 'taken_down_at', 'takedown_reason'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findVersionForModeration(db: Db, id: string, version: string) {
  return db
    .selectFrom('extension_versions')
    .select(['version', 'revoked_at', 'revoke_reason'])
    .where('extension_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
}

// ---------------------------------------------------------------------------------------------
// Reports

export async function insertReport(
  db: Db,
  report: {
    extension_id: string;
    reporter_id: number;
    reason: ReportReason | ReviewReportReason;
    detail: string;
    created_at: string;
    review_id?: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('extension_reports')
    .values(report)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** One page of reports of a status, oldest first for the open queue, newest first once resolved. */
export async function listReports(
  db: Db,
  query: { status: 'open' | 'resolved'; limit: number; offset: number },
) {
  const base = db.selectFrom('extension_reports').where('status', '=', query.status);
  const order = query.status === 'open' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .leftJoin('extensions', 'extensions.id', 'extension_reports.extension_id')
      .leftJoin('users', 'users.id', 'extension_reports.reporter_id')
      .leftJoin('extension_reviews', 'extension_reviews.id', 'extension_reports.review_id')
      .leftJoin('users as review_authors', 'review_authors.id', 'extension_reviews.user_id')
      .selectAll('extension_reports')
      .select([
        'extensions.name as extension_name',
        'users.username as reporter',
        'extension_reviews.rating as review_rating',
        'extension_reviews.text as review_text',
        'extension_reviews.hidden_at as review_hidden_at',
        'review_authors.username as review_author',
      ])
      .orderBy('extension_reports.created_at', order)
      .orderBy('extension_reports.id', order)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  return { rows, total };
}

export async function findReport(db: Db, id: number) {
  return db.selectFrom('extension_reports').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Resolves the report `id`, and with `alsoOpenOf` every other open report of that extension;
 * only open reports change, so two admins resolving one report at once cannot both succeed.
 * Answers how many rows changed.
 */
export async function resolveReports(
  db: Db,
  resolution: {
    id: number;
    alsoOpenOf?: string;
    resolved_at: string;
    resolved_by: number;
    resolution: 'dismiss' | 'takedown';
    note: string;
  },
): Promise<number> {
  const result = await db
    .updateTable('extension_reports')
    .set({
      status: 'resolved',
      resolved_at: resolution.resolved_at,
      resolved_by: resolution.resolved_by,
      resolution: resolution.resolution,
      note: resolution.note,
    })
    .where('status', '=', 'open')
    .where((eb) =>
      resolution.alsoOpenOf === undefined
        ? eb('id', '=', resolution.id)
        : eb.or([eb('id', '=', resolution.id), eb('extension_id', '=', resolution.alsoOpenOf)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---------------------------------------------------------------------------------------------
// Takedowns

/** Takes the whole extension down (a time and reason) or restores it (nulls). */
export async function setExtensionTakedown(
  db: Db,
  id: string,
  takedown: { taken_down_at: string | null; takedown_reason: string | null },
): Promise<void> {
  await db.updateTable('extensions').set(takedown).where('id', '=', id).execute();
}

export async function setVersionRevoked(
  db: Db,
  id: string,
  version: string,
  revocation: { revoked_at: string | null; revoke_reason: string | null },
): Promise<void> {
  await db
    .updateTable('extension_versions')
    .set(revocation)
    .where('extension_id', '=', id)
    .where('version', '=', version)
    .execute();
}

/** Every takedown in force: whole extensions (version "*") and single versions. */
export async function listRevocations(db: Db) {
  const [extensions, versions] = await Promise.all([
    db
      .selectFrom('extensions')
      .select(['id', 'takedown_reason as reason', 'taken_down_at as revoked_at'])
      .where('taken_down_at', 'is not', null)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('extension_versions')
      .select(['extension_id as id', 'version', 'revoke_reason as reason', 'revoked_at'])
      .where('revoked_at', 'is not', null)
      .orderBy('extension_id')
      .orderBy('version')
      .execute(),
  ]);
  return { extensions, versions };
}

/** The console's list of every extension, taken down or not; q matches the id, name or author. */
export async function listExtensionsForAdmin(
  db: Db,
  query: { text?: string; limit: number; offset: number },
) {
  let base = db.selectFrom('extensions');
  if (query.text) {
    const pattern = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    base = base.where((eb) =>
      eb.or([like('extensions.id'), like('extensions.name'), like('extensions.author')]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .leftJoin('publishers', 'publishers.author_key', 'extensions.author_key')
      .leftJoin('users', 'users.id', 'extensions.owner_user_id')
      .select([
        'extensions.id',
        'extensions.name',
        'extensions.author',
        'extensions.latest_version',
        'extensions.taken_down_at',
        'extensions.takedown_reason',
        'users.username as owner',
        'publishers.verified_at',
      ])
      .select((eb) =>
        eb
          .selectFrom('extension_reports')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('extension_reports.extension_id', '=', 'extensions.id')
          .where('extension_reports.status', '=', 'open')
          .as('open_reports'),
      )
      .orderBy('extensions.id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    countRows(base),
  ]);
  const ids = rows.map((row) => row.id);
  const revoked =
    ids.length === 0
      ? []
      : await db
          .selectFrom('extension_versions')
          .select(['extension_id', 'version', 'revoked_at', 'revoke_reason'])
          .where('extension_id', 'in', ids)
          .where('revoked_at', 'is not', null)
          .orderBy('revoked_at')
          .execute();
  return { rows, total, revoked };
}

// ---------------------------------------------------------------------------------------------
// Verified publishers

export async function findPublisherByKey(db: Db, authorKey: string) {
  return db
    .selectFrom('publishers')
    .select(['author_key', 'author', 'verified_at'])
    .where('author_key', '=', authorKey)
    .executeTakeFirst();
}

export async function setPublisherVerified(
  db: Db,
  authorKey: string,
  verifiedAt: string | null,
): Promise<void> {
  await db
    .updateTable('publishers')
    .set({ verified_at: verifiedAt })
    .where('author_key', '=', authorKey)
    .execute();
}
