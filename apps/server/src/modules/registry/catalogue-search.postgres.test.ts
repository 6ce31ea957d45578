import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app';
import { invalidationState } from '../../db/database';
import { testDatabase } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { searchTextOf } from './search-text';

/**
 * The catalogue's text search on PostgreSQL reads catalogue_search, a copy of the listed
 * extensions' searched and sorted columns kept by triggers (migration 0020), and each instance
 * remembers its counts until the catalogue changes (docs/decisions/0018-catalogue-search-table.md).
 * Two instances on one database, as `npm run cluster` runs them, and a third writer with a
 * connection of its own and another search_path, as a statement typed in psql.
 */
const a = useTestApp();
let b: FastifyInstance;
let other: pg.Client;
let schema: string;

const elapsedSince = (started: bigint) => Number(process.hrtime.bigint() - started) / 1e6;

async function listening(app: FastifyInstance, timeoutMs = 10_000) {
  const started = process.hrtime.bigint();
  while (!invalidationState(app.sinyal.db)?.listening) {
    if (elapsedSince(started) > timeoutMs)
      throw new Error('the invalidation channel never listened');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

beforeAll(async () => {
  b = await buildApp(a.config, { clock: a.clock });
  await listening(a.app);
  await listening(b);
  const database = testDatabase();
  if (database.kind !== 'postgres') throw new Error('a PostgreSQL test');
  schema = a.config.databaseSchema ?? 'public';
  other = new pg.Client({ connectionString: database.url });
  await other.connect();
});
afterAll(async () => {
  await other?.end();
  await b?.close();
});

interface Listing {
  total: number;
  items: { id: string; name: string; downloads: number; category: string }[];
}

async function list(app: FastifyInstance, query: string): Promise<Listing> {
  const response = await app.inject({ method: 'GET', url: `/api/extensions?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Listing;
}

/** Asks again, a turn of the event loop between tries (no sleep), until `seen` holds or 2 s pass. */
async function listUntil(
  app: FastifyInstance,
  query: string,
  seen: (listing: Listing) => boolean,
): Promise<Listing> {
  const started = process.hrtime.bigint();
  for (;;) {
    const listing = await list(app, query);
    if (seen(listing) || elapsedSince(started) > 2_000) return listing;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A statement from the other connection, on this test's schema named in full. */
async function otherWrites(statement: (table: string) => string, values: unknown[] = []) {
  await other.query(statement(`"${schema}".extensions`), values);
}

function gadget(id: string, name: string, description: string) {
  const category = 'Visualization' as const;
  return {
    id,
    name,
    description,
    author: 'Tester',
    category,
    mode: 'lite',
    file_formats: '["csv"]',
    os: 'Linux',
    git_path: '',
    is_premium: 0 as const,
    latest_version: '1.0.0',
    search_text: searchTextOf({ name, description, category }),
    created_at: '2025-09-01T00:00:00.000Z',
    updated_at: '2025-09-01T00:00:00.000Z',
  };
}

/** What catalogue_search must hold: every listed extension's searched and sorted columns. */
async function mirrorAndListed() {
  const mirror = await sql<Record<string, unknown>>`
    select id, search_text, name, downloads, rating_avg, rating_count, updated_at, category,
      is_premium
    from catalogue_search order by id`.execute(a.db);
  const listed = await sql<Record<string, unknown>>`
    select id, search_text, name, downloads, rating_avg, rating_count, updated_at,
      coalesce(listed_category, category) as category, is_premium
    from extensions where taken_down_at is null order by id`.execute(a.db);
  return { mirror: mirror.rows, listed: listed.rows };
}

describe('catalogue_search', () => {
  test('holds the listed extensions as they are after every kind of write, from any connection', async () => {
    const expectInStep = async () => {
      const { mirror, listed } = await mirrorAndListed();
      expect(listed.length).toBeGreaterThan(0);
      expect(mirror).toEqual(listed);
    };
    await expectInStep();
    await a.db
      .insertInto('extensions')
      .values(gadget('mirror-gadget', 'Mirror Gadget', 'Shows a mirror.'))
      .execute();
    await expectInStep();
    await otherWrites(
      (table) => `update ${table} set downloads = downloads + 1 where id = $1`,
      ['mirror-gadget'],
    );
    await otherWrites(
      (table) => `update ${table} set rating_avg = 4.5, rating_count = 2 where id = $1`,
      ['mirror-gadget'],
    );
    await otherWrites(
      (table) =>
        `update ${table} set name = 'Mirror Gizmo', search_text = 'mirror gizmo', ` +
        `category = 'Recorder', listed_category = 'DataSource', is_premium = 1, updated_at = '2025-09-02T00:00:00.000Z' where id = $1`,
      ['mirror-gadget'],
    );
    await expectInStep();
    await otherWrites(
      (table) => `update ${table} set taken_down_at = '2025-09-03T00:00:00.000Z' where id = $1`,
      ['mirror-gadget'],
    );
    await expectInStep();
    expect((await mirrorAndListed()).mirror.map((row) => row.id)).not.toContain('mirror-gadget');
    await otherWrites(
      (table) => `update ${table} set taken_down_at = null where id = $1`,
      ['mirror-gadget'],
    );
    await expectInStep();
    expect((await mirrorAndListed()).mirror.map((row) => row.id)).toContain('mirror-gadget');
    await otherWrites((table) => `delete from ${table} where id = $1`, ['mirror-gadget']);
    await expectInStep();
  });
});

describe('the counts each instance remembers', () => {
  test('follow its own writes at once and another writer within its notification; downloads leave them', async () => {
    const query = 'q=widgetry&page_size=5';
    // Remembered by both instances: nothing matches yet.
    for (const app of [a.app, b, a.app, b]) expect((await list(app, query)).total).toBe(0);

    await a.db
      .insertInto('extensions')
      .values(gadget('widgetry-one', 'Widgetry One', 'A widgetry panel.'))
      .execute();
    // The instance that wrote answers from its very next request.
    expect(await list(a.app, query)).toMatchObject({ total: 1, items: [{ id: 'widgetry-one' }] });
    // The other learns of it from the trigger's notification.
    expect(await listUntil(b, query, (listing) => listing.total === 1)).toMatchObject({
      total: 1,
      items: [{ id: 'widgetry-one' }],
    });

    await otherWrites(
      (table) =>
        `insert into ${table} (id, name, description, author, category, mode, file_formats, os, ` +
        `git_path, is_premium, latest_version, search_text, created_at, updated_at) ` +
        `values ('widgetry-two', 'Widgetry Two', 'Another widgetry panel.', 'Tester', ` +
        `'Recorder', 'lite', '[]', 'Linux', '', 0, '1.0.0', 'widgetry two', ` +
        `'2025-09-01T00:00:00.000Z', '2025-09-01T00:00:00.000Z')`,
    );
    for (const app of [a.app, b]) {
      const listing = await listUntil(app, query, (seen) => seen.total === 2);
      expect(listing.total).toBe(2);
      expect(listing.items.map((item) => item.id)).toEqual(['widgetry-one', 'widgetry-two']);
      // A category's count too (Recorder is a group: categoriesFoundBy).
      const recorders = await listUntil(
        app,
        `${query}&category=Recorder`,
        (seen) => seen.total === 1,
      );
      expect(recorders.items.map((item) => item.id)).toEqual(['widgetry-two']);
    }

    // A download changes the order by downloads at once, and no count.
    await otherWrites(
      (table) => `update ${table} set downloads = downloads + 3 where id = $1`,
      ['widgetry-two'],
    );
    for (const app of [a.app, b]) {
      const byDownloads = await list(app, `${query}&sort=downloads`);
      expect(byDownloads.total).toBe(2);
      expect(byDownloads.items.map((item) => [item.id, item.downloads])).toEqual([
        ['widgetry-two', 3],
        ['widgetry-one', 0],
      ]);
    }

    await otherWrites(
      (table) => `update ${table} set taken_down_at = '2025-09-03T00:00:00.000Z' where id = $1`,
      ['widgetry-one'],
    );
    for (const app of [a.app, b]) {
      const listing = await listUntil(app, query, (seen) => seen.total === 1);
      expect(listing).toMatchObject({ total: 1, items: [{ id: 'widgetry-two' }] });
    }
  });
});

describe('the pages each instance remembers in name order and by update', () => {
  test('follow a rename and a newer version, from its own write at once and from another writer within its notification', async () => {
    // One card a page: which extension is on the first page is what the memory holds (the cards
    // of a page are read afresh and sorted again).
    const byName = 'q=gizmotron&sort=name&page_size=1';
    const byUpdate = 'q=gizmotron&sort=updated&page_size=1';
    const idsOf = (listing: Listing) => listing.items.map((item) => item.id);
    await a.db
      .insertInto('extensions')
      .values([
        gadget('gizmotron-alpha', 'Gizmotron Alpha', 'A gizmotron panel.'),
        {
          ...gadget('gizmotron-beta', 'Gizmotron Beta', 'Another gizmotron panel.'),
          updated_at: '2025-09-02T00:00:00.000Z',
        },
      ])
      .execute();
    for (const app of [a.app, b]) {
      // Asked twice: the second answer is the remembered one.
      for (let time = 0; time < 2; time++) {
        const names = await listUntil(app, byName, (seen) => seen.total === 2);
        expect(idsOf(names)).toEqual(['gizmotron-alpha']);
        expect(idsOf(await list(app, byUpdate))).toEqual(['gizmotron-beta']);
      }
    }

    // A rename through instance a, of the name alone: a's next page has it, b's within the
    // notification.
    await a.db
      .updateTable('extensions')
      .set({ name: 'Gizmotron Zeta' })
      .where('id', '=', 'gizmotron-alpha')
      .execute();
    expect(idsOf(await list(a.app, byName))).toEqual(['gizmotron-beta']);
    const renamed = await listUntil(b, byName, (seen) => seen.items[0]?.id === 'gizmotron-beta');
    expect(renamed.items.map((item) => [item.id, item.name])).toEqual([
      ['gizmotron-beta', 'Gizmotron Beta'],
    ]);
    const second = await list(b, `${byName}&page=2`);
    expect(second.items.map((item) => [item.id, item.name])).toEqual([
      ['gizmotron-alpha', 'Gizmotron Zeta'],
    ]);

    // A newer version of alpha, written by another connection as a publish writes it.
    await otherWrites(
      (table) => `update ${table} set updated_at = '2025-09-05T00:00:00.000Z' where id = $1`,
      ['gizmotron-alpha'],
    );
    for (const app of [a.app, b]) {
      const updated = await listUntil(
        app,
        byUpdate,
        (seen) => seen.items[0]?.id === 'gizmotron-alpha',
      );
      expect(idsOf(updated)).toEqual(['gizmotron-alpha']);
    }

    // A remembered page's cards are read afresh: a download shows on it at once.
    await otherWrites(
      (table) => `update ${table} set downloads = downloads + 7 where id = $1`,
      ['gizmotron-beta'],
    );
    for (const app of [a.app, b]) {
      const names = await list(app, byName);
      expect(names.items.map((item) => [item.id, item.downloads])).toEqual([['gizmotron-beta', 7]]);
    }
  });
});
