import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrgSsoDomainsTable, OrgSsoTable } from '../../db/types';

export type SsoRecord = Selectable<OrgSsoTable>;
export type SsoDomainRecord = Selectable<OrgSsoDomainsTable>;

export async function findSso(db: Db, orgId: number): Promise<SsoRecord | undefined> {
  return db.selectFrom('org_sso').selectAll().where('org_id', '=', orgId).executeTakeFirst();
}

export async function saveSso(db: Db, row: SsoRecord): Promise<void> {
  const { org_id: orgId, ...changes } = row;
  const updated = await db
    .updateTable('org_sso')
    .set(changes)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('org_sso').values(row).execute();
}

export async function listDomains(db: Db, orgId: number): Promise<SsoDomainRecord[]> {
  return db
    .selectFrom('org_sso_domains')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('domain')
    .execute();
}

/** The claim on a domain, whichever organization made it. */
export async function findDomain(db: Db, domain: string): Promise<SsoDomainRecord | undefined> {
  return db
    .selectFrom('org_sso_domains')
    .selectAll()
    .where('domain', '=', domain)
    .executeTakeFirst();
}

export async function insertDomain(
  db: Db,
  row: { org_id: number; domain: string; token: string },
  now: Date,
): Promise<void> {
  await db
    .insertInto('org_sso_domains')
    .values({ ...row, created_at: now.toISOString(), verified_at: null })
    .execute();
}

export async function deleteDomain(db: Db, id: number): Promise<void> {
  await db.deleteFrom('org_sso_domains').where('id', '=', id).execute();
}

export async function markDomainVerified(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('org_sso_domains')
    .set({ verified_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}
