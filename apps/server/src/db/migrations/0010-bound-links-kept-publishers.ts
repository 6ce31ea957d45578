import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import { addColumns, dropColumns } from '../migration-helpers';

/**
 * Two holes found in review (docs/architecture.md §8 and §11):
 *
 * - `email_tokens.sent_to`: the (normalized) address a link was mailed to. A link works only
 *   while that is still the account's address, so a reset link in a mailbox the account has left
 *   (an e-mail change) can no longer set the password. Links already out are bound to the address
 *   the account has now.
 * - `publishers`: the name's row used to go with its account (on delete cascade), which freed the
 *   name for anyone, and the deleted account's extensions, still listed under the name, then showed
 *   under the newcomer. The row now stays (owner set to null) with `retired_at`, and the name stays
 *   taken. SQLite cannot change a foreign key in place, so there the table is rebuilt.
 */
const onPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

async function publishersOwnerOnDelete(db: Kysely<unknown>, onDelete: 'cascade' | 'set null') {
  if (onPostgres(db)) {
    await sql`alter table publishers drop constraint publishers_owner_user_id_fkey`.execute(db);
    await sql`alter table publishers add constraint publishers_owner_user_id_fkey
      foreign key (owner_user_id) references users (id) on delete ${sql.raw(onDelete)}`.execute(db);
    return;
  }
  const retired = onDelete === 'set null';
  await db.schema
    .createTable('publishers_next')
    .addColumn('author_key', 'text', (c) => c.primaryKey())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete(onDelete))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call((table) => (retired ? table.addColumn('retired_at', 'text') : table))
    .execute();
  const kept = sql.raw(
    `author_key, author, owner_user_id, created_at${retired ? ', retired_at' : ''}`,
  );
  const from = sql.raw(`author_key, author, owner_user_id, created_at${retired ? ', null' : ''}`);
  await sql`insert into publishers_next (${kept}) select ${from} from publishers`.execute(db);
  await db.schema.dropTable('publishers').execute();
  await db.schema.alterTable('publishers_next').renameTo('publishers').execute();
}

export const boundLinksKeptPublishersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await addColumns(db, 'email_tokens', [['sent_to', 'text']]);
    await sql`update email_tokens set sent_to =
      (select email_normalized from users where users.id = email_tokens.user_id)`.execute(db);

    await publishersOwnerOnDelete(db, 'set null');
    if (onPostgres(db)) await addColumns(db, 'publishers', [['retired_at', 'text']]);
  },

  async down(db: Kysely<unknown>) {
    // A retired name keeps its row with no owner, which the old code reads as the registry's:
    // still taken by every account.
    if (onPostgres(db)) await dropColumns(db, 'publishers', ['retired_at']);
    await publishersOwnerOnDelete(db, 'cascade');
    await dropColumns(db, 'email_tokens', ['sent_to']);
  },
};
