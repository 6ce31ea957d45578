import type { Kysely, Migration } from 'kysely';
import { lookalikeKey } from '@sinyal/contracts/extension-lookalike';

interface Tables {
  extensions: {
    id: string;
    name: string;
    author: string;
    id_key: string | null;
    name_key: string | null;
    author_key: string | null;
  };
  publishers: { author_key: string; author: string; created_at: string };
}

/**
 * Look-alike skeletons after Unicode's confusables (docs/decisions/0012): the keys of every
 * extension's id, name and author, and of every publisher's name, computed again with the skeleton
 * of `@sinyal/contracts/extension-lookalike`. Where two publishers' names now share a key, the
 * name first used keeps it, as when it was claimed, and the later row goes: its name reads as
 * taken by the first. Publishers are written back whole, whatever columns they have by now.
 */
export const lookalikeKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const typed = db as unknown as Kysely<Tables>;
    const extensions = await typed
      .selectFrom('extensions')
      .select(['id', 'name', 'author'])
      .execute();
    for (const row of extensions) {
      await typed
        .updateTable('extensions')
        .set({
          id_key: lookalikeKey(row.id),
          name_key: lookalikeKey(row.name),
          author_key: lookalikeKey(row.author),
        })
        .where('id', '=', row.id)
        .execute();
    }

    const publishers = await typed
      .selectFrom('publishers')
      .selectAll()
      .orderBy('created_at')
      .orderBy('author_key')
      .execute();
    await typed.deleteFrom('publishers').execute();
    const claimed = new Set<string>();
    for (const row of publishers) {
      const key = lookalikeKey(row.author);
      if (claimed.has(key)) continue;
      claimed.add(key);
      await typed
        .insertInto('publishers')
        .values({ ...row, author_key: key })
        .execute();
    }
  },

  // The keys are whatever the current skeleton makes of the names; the earlier skeleton is gone.
  async down() {},
};
