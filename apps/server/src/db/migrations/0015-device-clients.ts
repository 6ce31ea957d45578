import type { Kysely, Migration } from 'kysely';
import { addColumns } from '../migration-helpers';

/**
 * Which OAuth client started a device sign-in (docs/architecture.md §19): the desktop app (null,
 * as every sign-in before this was) gets a device, the publishing tool `sinyal-ext` an API token.
 */
export const deviceClientsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumns(db, 'device_authorizations', [['client_id', 'text']]);
  },
};
