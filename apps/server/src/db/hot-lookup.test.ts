import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';
import { hotLookup } from './database';

describe('hotLookup (the per-request session read)', () => {
  const t = useTestApp();

  it('answers what is committed, not the writes of a transaction still open elsewhere', async () => {
    const user = await t.registerVerified({ full_name: 'Ada Lovelace' });
    const lookup = hotLookup(
      t.db,
      t.db.selectFrom('users').select('full_name').where('id', '=', 0).compile(),
    );
    let updated!: () => void;
    const updateDone = new Promise<void>((resolve) => (updated = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = t.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ full_name: 'Not committed' })
          .where('id', '=', user.id)
          .execute();
        updated();
        await released;
        throw new Error('rolled back on purpose');
      })
      .catch((error: unknown) => error);

    await updateDone;
    const read = lookup([user.id]);
    release();
    expect(String(await transaction)).toContain('rolled back on purpose');
    expect(await read).toEqual({ full_name: 'Ada Lovelace' });
    expect(await lookup([user.id])).toEqual({ full_name: 'Ada Lovelace' });
  });
});
