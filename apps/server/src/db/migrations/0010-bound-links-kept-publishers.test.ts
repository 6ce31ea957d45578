import { Migrator, sql } from 'kysely';
import { afterAll, expect, test } from 'vitest';
import { loadConfig } from '../../config';
import { createTestStorage } from '../../test/test-app';
import { openDatabase, type Db } from '../database';
import { migrations } from './index';

/**
 * The upgrade of a database that already has accounts, links and publisher names: what was there
 * is kept, links are bound to the address the account has, and from then on a deleted account's
 * names stay (on SQLite the publishers table is rebuilt for that).
 */
const storage = await createTestStorage('sinyal-migration-0010-');
const config = loadConfig(storage.env);
let db: Db | undefined;

afterAll(async () => {
  await db?.destroy();
  await storage.drop();
});

test('0010 keeps the rows, binds waiting links to the account’s address and keeps a deleted owner’s names', async () => {
  const opened = await openDatabase(config);
  db = opened;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(config.databaseSchema ? { migrationTableSchema: config.databaseSchema } : {}),
  });
  const before = await migrator.migrateTo('0009-catalogue-search-index');
  expect(before.error).toBeUndefined();

  const at = new Date().toISOString();
  // The schema as 0009 left it: raw SQL, since the typed tables describe the latest one.
  const insertUser = async (name: string) =>
    (
      await sql<{ id: number }>`insert into users (username, username_normalized, email,
        email_normalized, password_hash, sector, country, created_at, updated_at)
        values (${name}, ${name}, ${`${name}@example.com`}, ${`${name}@example.com`}, 'x',
        'other', 'uk', ${at}, ${at}) returning id`.execute(opened)
    ).rows[0]?.id;
  const ownerId = await insertUser('owner');
  await insertUser('other');
  await sql`insert into publishers (author_key, author, owner_user_id, created_at)
    values ('acme', 'Acme', ${ownerId}, ${at}), ('sinyal labs', 'Sinyal Labs', null, ${at})`.execute(
    db,
  );
  await sql`insert into email_tokens (token_hash, user_id, purpose, created_at, expires_at)
    values ('h1', ${ownerId}, 'reset', ${at}, ${at})`.execute(db);

  // Up to 0010 only: 0011 recomputes the keys with the look-alike skeleton.
  const upgraded = await migrator.migrateTo('0010-bound-links-kept-publishers');
  expect(upgraded.error).toBeUndefined();

  const token = await db.selectFrom('email_tokens').select('sent_to').executeTakeFirstOrThrow();
  expect(token.sent_to).toBe('owner@example.com');
  await db.deleteFrom('users').where('id', '=', Number(ownerId)).execute();
  const names = await db
    .selectFrom('publishers')
    .select(['author_key', 'author', 'owner_user_id', 'retired_at'])
    .orderBy('author_key')
    .execute();
  expect(names).toEqual([
    { author_key: 'acme', author: 'Acme', owner_user_id: null, retired_at: null },
    { author_key: 'sinyal labs', author: 'Sinyal Labs', owner_user_id: null, retired_at: null },
  ]);

  // And back down: the kept name stays taken (an ownerless row), the links lose their binding.
  const down = await migrator.migrateTo('0009-catalogue-search-index');
  expect(down.error).toBeUndefined();
  const kept = await sql<{ author_key: string }>`select author_key from publishers`.execute(db);
  expect(kept.rows.map((row) => row.author_key).sort()).toEqual(['acme', 'sinyal labs']);
});
