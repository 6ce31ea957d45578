import type { Kysely } from 'kysely';
import { expect, test } from 'vitest';
import { lookalikeKey } from '@sinyal/contracts/extension-lookalike';
import { premiumPublisher, publishTestExtension } from '../../test/extension-fixtures';
import { useTestApp } from '../../test/use-test-app';
import { lookalikeKeysMigration } from './0011-lookalike-keys';

const t = useTestApp();

test('computes every key again with the new skeleton; a name that now meets an older one is the older one’s', async () => {
  const account = await premiumPublisher(t);
  const { manifest, answer } = await publishTestExtension(t, account.apiToken);
  expect(answer.status).toBe(201);
  // Keys as the skeleton before Unicode's table made them ("ɑ" kept), and a name claimed with one.
  await t.db
    .updateTable('extensions')
    .set({ id_key: 'stale-id', name_key: 'stale-name', author_key: 'stale-author' })
    .execute();
  await t.db
    .insertInto('publishers')
    .values({
      author_key: 'slnyɑllabs',
      author: 'Sinyɑl Labs',
      owner_user_id: account.id,
      created_at: t.clock.now().toISOString(),
    })
    .execute();

  await lookalikeKeysMigration.up(t.db as unknown as Kysely<unknown>);

  const row = await t.db
    .selectFrom('extensions')
    .select(['id_key', 'name_key', 'author_key'])
    .where('id', '=', manifest.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    id_key: lookalikeKey(manifest.id),
    name_key: lookalikeKey(manifest.name),
    author_key: lookalikeKey(manifest.author),
  });
  const publishers = await t.db
    .selectFrom('publishers')
    .select(['author_key', 'author', 'owner_user_id'])
    .orderBy('author')
    .execute();
  expect(publishers).toEqual([
    {
      author_key: lookalikeKey(manifest.author),
      author: manifest.author,
      owner_user_id: account.id,
    },
    { author_key: lookalikeKey('Sinyal Labs'), author: 'Sinyal Labs', owner_user_id: null },
  ]);
  // The later look-alike name is taken: its account cannot publish under it.
  const again = await publishTestExtension(t, account.apiToken, { author: 'Sinyɑl Labs' });
  expect(again.answer.status).toBe(409);
  expect(again.answer.body.code).toBe('author_taken');
});
