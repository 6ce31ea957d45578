import type { Migration } from 'kysely';
import { accountsMigration } from './0001-accounts';
import { extensionsMigration } from './0002-extensions';

/**
 * Every migration, in order. Names sort the way they run; append new ones at the end
 * (e.g. '0002-extensions') and never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accountsMigration,
  '0002-extensions': extensionsMigration,
};
