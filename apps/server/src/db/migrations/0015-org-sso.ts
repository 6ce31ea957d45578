import type { Kysely, Migration } from 'kysely';
import { col, createIndex, idColumn } from '../migration-helpers';

/**
 * Single sign-on of organizations (docs/architecture.md §17):
 * - org_sso: one OpenID Connect provider per organization; the client secret is sealed with the
 *   account-secrets key (never stored in the clear); enforce_sso stops password sign-in for the
 *   people of its verified domains, owners excepted.
 * - org_sso_domains: a domain is the organization's once a DNS TXT record `_sinyal.<domain>` holds
 *   `sinyal-verify=<token>`; a domain belongs to one organization only.
 */
export const orgSsoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('org_sso')
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().unique().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('issuer', 'text', col.required)
      .addColumn('client_id', 'text', col.required)
      .addColumn('client_secret_sealed', 'text', col.required)
      .addColumn('enforce_sso', 'integer', col.zeroByDefault)
      .addColumn('updated_at', 'text', col.required)
      .execute();

    await db.schema
      .createTable('org_sso_domains')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('org_id', 'integer', (c) =>
        c.notNull().references('organizations.id').onDelete('cascade'),
      )
      .addColumn('domain', 'text', col.requiredUnique)
      .addColumn('token', 'text', col.required)
      .addColumn('created_at', 'text', col.required)
      .addColumn('verified_at', 'text')
      .execute();
    await createIndex(db, 'org_sso_domains_org_idx', 'org_sso_domains', ['org_id']);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('org_sso_domains').ifExists().execute();
    await db.schema.dropTable('org_sso').ifExists().execute();
  },
};
