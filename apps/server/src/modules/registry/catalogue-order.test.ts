import { beforeAll, describe, expect, test } from 'vitest';
import { apiPaths } from '@sinyal/contracts/api-paths';
import { extensionSorts } from '@sinyal/contracts/extensions-api';
import { expectFieldCodes } from '../../test/expect-answer';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

// Many ties on purpose (downloads, ratings, times and names repeat): only the id tells them apart.
const count = 40;
beforeAll(async () => {
  const rows = Array.from({ length: count }, (_, index) => {
    const id = `order-${String(index).padStart(2, '0')}`;
    const stamp = new Date(Date.UTC(2026, 0, 1 + (index % 4))).toISOString();
    return {
      id,
      name: `Tool ${index % 5}`,
      description: 'An extension for the order test',
      description_long: null,
      author: 'Order Test',
      category: 'Recorder' as const,
      mode: index % 5 === 4 ? 'pro' : 'lite',
      file_formats: '["csv"]',
      os: 'Linux',
      git_path: '',
      owner_user_id: null,
      // Every fifth needs a paid plan: the free and premium filters.
      is_premium: index % 5 === 4 ? (1 as const) : (0 as const),
      latest_version: '1.0.0',
      search_text: 'ordertest',
      created_at: stamp,
      updated_at: stamp,
      id_key: id,
      name_key: null,
      author_key: null,
      deprecated_reason: null,
      replacement_id: null,
      deprecated_at: null,
      downloads: (index % 3) * 10,
      rating_avg: [0, 4.5, 4.5, 3][index % 4] as number,
      rating_count: [0, 2, 8, 8][index % 4] as number,
    };
  });
  await t.db.insertInto('extensions').values(rows).execute();
});

type Card = {
  id: string;
  name: string;
  downloads: number;
  last_updated: string;
  rating: { average: number; count: number };
};

async function everyPage(sort: string, pageSize: number): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; ; page++) {
    const answer = await t.get(
      `${apiPaths.extensions}?q=ordertest&sort=${sort}&page=${page}&page_size=${pageSize}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(count);
    cards.push(...answer.body.items);
    if (answer.body.items.length < pageSize) return cards;
  }
}

/** The order each sort promises, the id breaking every tie. */
const expectedOrder: Record<string, (a: Card, b: Card) => number> = {
  downloads: (a, b) => b.downloads - a.downloads || a.id.localeCompare(b.id),
  rating: (a, b) =>
    b.rating.average - a.rating.average ||
    b.rating.count - a.rating.count ||
    a.id.localeCompare(b.id),
  updated: (a, b) => b.last_updated.localeCompare(a.last_updated) || a.id.localeCompare(b.id),
  name: (a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
};

describe('the catalogue’s orders', () => {
  test.each(extensionSorts.map((sort) => [sort]))(
    'sort=%s pages through every extension once, in its order',
    async (sort) => {
      const cards = await everyPage(sort, 7);
      const ids = cards.map((card) => card.id);
      expect(new Set(ids).size).toBe(count);
      expect(ids).toEqual([...cards].sort(expectedOrder[sort]).map((card) => card.id));
      // Another page size cuts the same sequence.
      expect((await everyPage(sort, 9)).map((card) => card.id)).toEqual(ids);
    },
  );

  test('best rated means the higher average first, then more ratings', async () => {
    const cards = await everyPage('rating', 100);
    expect(cards[0]?.rating).toEqual({ average: 4.5, count: 8 });
    expect(cards.at(-1)?.rating).toEqual({ average: 0, count: 0 });
  });

  test('no sort keeps the order by name; an unknown sort is refused', async () => {
    const plain = (await t.get(`${apiPaths.extensions}?q=ordertest&page_size=100`)).body.items;
    const byName = (await t.get(`${apiPaths.extensions}?q=ordertest&sort=name&page_size=100`)).body
      .items;
    expect(plain).toEqual(byName);
    expectFieldCodes(await t.get(`${apiPaths.extensions}?sort=stars`), {
      sort: 'invalid_extension_sort',
    });
  });

  test('plan=premium and plan=free page through their half alone, in the order asked', async () => {
    const premium = (
      await t.get(`${apiPaths.extensions}?q=ordertest&plan=premium&sort=downloads&page_size=100`)
    ).body;
    expect(premium.total).toBe(count / 5);
    expect(premium.items.every((card: { is_premium: boolean }) => card.is_premium)).toBe(true);
    const free = await t.get(`${apiPaths.extensions}?q=ordertest&plan=free&page=2&page_size=10`);
    expect(free.body.total).toBe(count - count / 5);
    expect(free.body.items).toHaveLength(10);
    expect(free.body.items.some((card: { is_premium: boolean }) => card.is_premium)).toBe(false);
    expectFieldCodes(await t.get(`${apiPaths.extensions}?plan=gold`), {
      plan: 'invalid_plan_filter',
    });
  });
});
