import type { Db } from '../../db/database';

/** The organization whose provider signs in the people of a verified domain, if any. */
export async function findSsoOfVerifiedDomain(db: Db, domain: string) {
  return db
    .selectFrom('org_sso_domains as d')
    .innerJoin('org_sso as s', 's.org_id', 'd.org_id')
    .innerJoin('organizations as o', 'o.id', 'd.org_id')
    .select([
      's.org_id',
      's.issuer',
      's.client_id',
      's.client_secret_sealed',
      's.enforce_sso',
      's.updated_at',
      'o.slug',
      'o.name',
    ])
    .where('d.domain', '=', domain)
    .where('d.verified_at', 'is not', null)
    .executeTakeFirst();
}
