import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { testDatabase } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { hotLookup, openDatabase, type Db } from './database';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- <args>` as an operator runs it: its own process, on the server's database. */
async function runAdmin(config: Config, args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: config.dataDir,
      ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
      ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
    },
    timeout: 20_000,
  });
}

/**
 * What the server answers once another process has committed a change: on SQLite the very next
 * request sees it; on PostgreSQL the change is announced to the instance (db/read-cache.ts) and has
 * 100 ms to arrive, so the request is asked again, a turn of the event loop apart, until then.
 */
async function nextAnswer<T>(ask: () => Promise<T>, seen: (answer: T) => boolean): Promise<T> {
  const deadline = performance.now() + (testDatabase().kind === 'postgres' ? 100 : 0);
  for (;;) {
    const answer = await ask();
    if (seen(answer) || performance.now() > deadline) return answer;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('hotLookup (the per-request session read)', () => {
  const t = useTestApp();

  /** A lookup of a user's full name by id, as the session lookup is built. */
  const nameLookup = () =>
    hotLookup(t.db, t.db.selectFrom('users').select('full_name').where('id', '=', 0).compile());

  /** A change committed through a connection of its own, as another process would make it. */
  async function fromOtherConnection(change: (other: Db) => Promise<unknown>): Promise<void> {
    const other = await openDatabase(t.config);
    try {
      await change(other);
    } finally {
      await other.destroy();
    }
    // Another process's commit reaches the server as I/O, so the request after it is read in a
    // later turn of the event loop; in one process the test has to wait for that turn itself.
    await new Promise((resolve) => setImmediate(resolve));
  }

  it('answers what is committed, not the writes of a transaction still open elsewhere', async () => {
    const user = await t.registerVerified({ full_name: 'Ada Lovelace' });
    const lookup = nameLookup();
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

  it('answers afresh after any write through the server', async () => {
    const user = await t.registerVerified({ full_name: 'Grace Hopper' });
    const lookup = nameLookup();
    expect(await lookup([user.id])).toEqual({ full_name: 'Grace Hopper' });
    expect(await lookup([user.id])).toEqual({ full_name: 'Grace Hopper' });
    await t.db
      .updateTable('users')
      .set({ full_name: 'Rear Admiral' })
      .where('id', '=', user.id)
      .execute();
    expect(await lookup([user.id])).toEqual({ full_name: 'Rear Admiral' });
  });

  it('answers afresh after a commit from another connection (a second process)', async () => {
    const user = await t.registerVerified({ full_name: 'Katherine Johnson' });
    const lookup = nameLookup();
    expect(await lookup([user.id])).toEqual({ full_name: 'Katherine Johnson' });
    await fromOtherConnection((other) =>
      other
        .updateTable('users')
        .set({ full_name: 'K. Johnson' })
        .where('id', '=', user.id)
        .execute(),
    );
    expect(await lookup([user.id])).toEqual({ full_name: 'K. Johnson' });
  });

  it('a session revoked from another connection fails on its next request (PostgreSQL: within 100 ms)', async () => {
    const user = await t.signedIn();
    const validate = () => t.post('/api/auth/validate', undefined, user.token);
    expect((await validate()).status).toBe(200);
    expect((await validate()).status).toBe(200);
    await fromOtherConnection((other) =>
      other
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('user_id', '=', user.id)
        .execute(),
    );
    expect((await nextAnswer(validate, (answer) => answer.status === 401)).status).toBe(401);
  });

  it('a plan set with npm run admin, in its own process, counts on the next request (PostgreSQL: within 100 ms)', async () => {
    const user = await t.signedIn();
    const validate = async () =>
      (await t.post('/api/auth/validate', undefined, user.token)).body.is_premium as boolean;
    expect(await validate()).toBe(false);
    expect(await validate()).toBe(false);
    await runAdmin(t.config, ['set-plan', user.username, 'premium']);
    expect(await nextAnswer(validate, (premium) => premium)).toBe(true);
    await runAdmin(t.config, ['set-plan', user.username, 'free']);
    expect(await nextAnswer(validate, (premium) => !premium)).toBe(false);
  }, 30_000);
});
