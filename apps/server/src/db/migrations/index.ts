import type { Migration } from 'kysely';
import { accountsMigration } from './0001-accounts';
import { extensionsMigration } from './0002-extensions';
import { tokenScopesMigration } from './0003-token-scopes';
import { registryMigration } from './0004-registry';
import { accountSecurityMigration } from './0006-account-security';
import { licencesMigration } from './0005-licences';
import { billingMigration } from './0007-billing';
import { jobsMigration } from './0008-jobs';
import { catalogueSearchIndexMigration } from './0009-catalogue-search-index';
import { boundLinksKeptPublishersMigration } from './0010-bound-links-kept-publishers';
import { lookalikeKeysMigration } from './0011-lookalike-keys';
import { signInMethodsMigration } from './0012-sign-in-methods';
import { operatorConsoleMigration } from './0013-operator-console';
import { organizationsMigration } from './0014-organizations';
import { orgSsoMigration } from './0015-org-sso';
import { publishingToolMigration } from './0016-publishing-tool';
import { reviewsMigration } from './0017-reviews';
import { trigramSearchMigration } from './0018-trigram-search';
import { readInvalidationMigration } from './0019-read-invalidation';
import { catalogueSearchTableMigration } from './0020-catalogue-search-table';
import { catalogueCategoryOrdersMigration } from './0021-catalogue-category-orders';

/**
 * Every migration, in order. Names sort the way they run; append new ones at the end
 * (e.g. '0002-extensions') and never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accountsMigration,
  '0002-extensions': extensionsMigration,
  '0003-token-scopes': tokenScopesMigration,
  '0004-registry': registryMigration,
  '0005-licences': licencesMigration,
  '0006-account-security': accountSecurityMigration,
  '0007-billing': billingMigration,
  '0008-jobs': jobsMigration,
  '0009-catalogue-search-index': catalogueSearchIndexMigration,
  '0010-bound-links-kept-publishers': boundLinksKeptPublishersMigration,
  '0011-lookalike-keys': lookalikeKeysMigration,
  '0012-sign-in-methods': signInMethodsMigration,
  '0013-operator-console': operatorConsoleMigration,
  '0014-organizations': organizationsMigration,
  '0015-org-sso': orgSsoMigration,
  '0016-publishing-tool': publishingToolMigration,
  '0017-reviews': reviewsMigration,
  '0018-trigram-search': trigramSearchMigration,
  '0019-read-invalidation': readInvalidationMigration,
  '0020-catalogue-search-table': catalogueSearchTableMigration,
  '0021-catalogue-category-orders': catalogueCategoryOrdersMigration,
};
