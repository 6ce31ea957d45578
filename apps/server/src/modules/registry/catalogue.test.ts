import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { createTestApp, type TestApp } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { searchTextOf } from './search-text';

/**
 * A sample as the catalogue answers it: its card fields, nobody's downloads, no deprecation, a
 * publisher the operators have not verified.
 */
function card(index: number) {
  return {
    ...sampleExtensions[index]!,
    downloads: 0,
    deprecated: null,
    publisher_verified: false,
    rating: { average: 0, count: 0 },
  };
}

const t = useTestApp();

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('GET /api/extensions', () => {
  test('answers the two seeded samples, ordered by name, with every card field', async () => {
    const answer = await t.get('/api/extensions');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ total: 2, page: 1, page_size: 24 });
    expect(answer.body.items).toEqual([
      { ...card(0), is_premium: false },
      { ...card(1), is_premium: true },
    ]);
    expect(answer.body.items[0]).toMatchObject({
      id: 'csv-recorder',
      category: 'DataSource',
      mode: 'lite',
      last_updated: '2025-08-12',
      file_formats: ['csv', 'tsv', 'jsonl'],
      git_path: 'https://github.com/sinyal-extensions/csv-recorder',
    });
  });

  test.each([
    ['a name, in any case', 'SPECTRUM', ['spectrum-analyzer']],
    ['words of the description', 'Waterfall', ['spectrum-analyzer']],
    ['the category', 'recorder', ['csv-recorder']],
    ['the other category', 'visualization', ['spectrum-analyzer']],
    ['text in both', 'csv', ['csv-recorder', 'spectrum-analyzer']],
    ['surrounding spaces (trimmed)', '  Blackman  ', ['spectrum-analyzer']],
    ['nothing', 'oscilloscope', []],
    ['"%" as itself, not as a wildcard', '%', []],
    ['"_" as itself, not as a wildcard', 'csv_', []],
  ])('q matches %s', async (_, q, expected) => {
    const answer = await t.get(`/api/extensions?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    expect(ids(answer.body)).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
  });

  test('category filters, in any case, and combines with q', async () => {
    // The CSV recorder's manifest says DataSource: it is listed as that, and the Recorder filter,
    // a group (categoriesFoundBy), finds it with the recorders.
    const dataSources = await t.get('/api/extensions?category=datasource');
    expect(ids(dataSources.body)).toEqual(['csv-recorder']);
    expect(dataSources.body.items[0].category).toBe('DataSource');
    expect(ids((await t.get('/api/extensions?category=Recorder')).body)).toEqual(['csv-recorder']);
    expect(ids((await t.get('/api/extensions?category=Processing')).body)).toEqual([]);
    expect(ids((await t.get('/api/extensions?category=visualization')).body)).toEqual([
      'spectrum-analyzer',
    ]);
    expect(ids((await t.get('/api/extensions?category=Visualization&q=csv')).body)).toEqual([
      'spectrum-analyzer',
    ]);
    expect(ids((await t.get('/api/extensions?category=DataSource&q=fft')).body)).toEqual([]);
    expect(ids((await t.get('/api/extensions?category=')).body)).toHaveLength(2);
  });

  test('bad parameters are answered 400 with a message per field', async () => {
    const answer = await t.get(
      `/api/extensions?category=Games&page=0&page_size=500&q=${'x'.repeat(101)}`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid_input' });
    expect(answer.body.fields).toEqual({
      category: 'Must be "Recorder", "Visualization", "DataSource" or "Processing"',
      page: 'Must be a whole number, 1 or more',
      page_size: 'Must be a whole number from 1 to 100',
      q: 'Search text must be at most 100 characters',
    });
    expect((await t.get('/api/extensions?page=abc')).status).toBe(400);
    expect((await t.get('/api/extensions?page=1.5')).status).toBe(400);
  });
});

describe('a catalogue of 1,000 extensions', () => {
  let local: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    const at = '2025-09-01T00:00:00.000Z';
    const rows = Array.from({ length: 1000 }, (_, index) => {
      const n = String(index).padStart(4, '0');
      const category = index % 3 === 0 ? ('Visualization' as const) : ('Recorder' as const);
      const name = `Sensor ${n}`;
      const description = index % 10 === 7 ? 'Reads a Modbus device.' : 'Reads a serial port.';
      return {
        id: `sensor-${n}`,
        name,
        description,
        author: 'Bench',
        category,
        mode: 'lite',
        file_formats: '["csv"]',
        os: 'Linux',
        git_path: '',
        is_premium: 0 as const,
        latest_version: '1.0.0',
        search_text: searchTextOf({ name, description, category }),
        created_at: at,
        updated_at: at,
      };
    });
    for (let start = 0; start < rows.length; start += 250) {
      await local.db
        .insertInto('extensions')
        .values(rows.slice(start, start + 250))
        .execute();
    }
  });
  afterAll(async () => {
    await local.close();
  });

  test('pages through everything in name order, with the full total on every page', async () => {
    const first = await local.get('/api/extensions?page_size=100');
    expect(first.body.total).toBe(1002);
    expect(first.body.items).toHaveLength(100);
    expect(ids(first.body).slice(0, 2)).toEqual(['csv-recorder', 'sensor-0000']);

    const last = await local.get('/api/extensions?page=11&page_size=100');
    expect(last.body).toMatchObject({ total: 1002, page: 11, page_size: 100 });
    expect(ids(last.body)).toEqual(['sensor-0999', 'spectrum-analyzer']);

    const beyond = await local.get('/api/extensions?page=50&page_size=100');
    expect(beyond.body).toMatchObject({ items: [], total: 1002, page: 50 });

    const seen = new Set<string>();
    for (let page = 1; page <= 11; page++) {
      const answer = await local.get(`/api/extensions?page=${page}&page_size=100`);
      for (const id of ids(answer.body)) seen.add(id);
    }
    expect(seen.size).toBe(1002);
  });

  test('search and category count the right rows', async () => {
    const modbus = await local.get('/api/extensions?q=MODBUS&page_size=5');
    expect(modbus.body.total).toBe(100);
    expect(modbus.body.items).toHaveLength(5);
    const sensor42 = await local.get('/api/extensions?q=sensor%200042');
    expect(ids(sensor42.body)).toEqual(['sensor-0042']);
    const visual = await local.get('/api/extensions?category=Visualization&q=sensor');
    expect(visual.body.total).toBe(334);
  });

  test('a text search pages in name order with its total, also past the last match; % and _ are plain characters', async () => {
    const first = await local.get('/api/extensions?q=modbus&page=1&page_size=60');
    const second = await local.get('/api/extensions?q=modbus&page=2&page_size=60');
    expect(first.body.total).toBe(100);
    expect(second.body.total).toBe(100);
    const all = [...ids(first.body), ...ids(second.body)];
    expect(all).toHaveLength(100);
    expect(all).toEqual([...all].sort());
    const beyond = await local.get('/api/extensions?q=modbus&page=30&page_size=5');
    expect(beyond.body).toMatchObject({ items: [], total: 100, page: 30 });
    for (const q of ['sensor 00_2', 'sensor%', '%', '_']) {
      const answer = await local.get(`/api/extensions?q=${encodeURIComponent(q)}`);
      expect(answer.body.total, q).toBe(0);
    }
  });

  test('a search costs the same statements whatever the page and however many rows match', async () => {
    // The work, not the time (the benchmark times the search over 10,000 extensions:
    // scripts/bench/speed.mjs): one statement per part of the answer, none per row.
    const executeQuery = vi.spyOn(local.db.getExecutor(), 'executeQuery');
    const statementsFor = async (url: string) => {
      // Asked once before: a PostgreSQL server then remembers the count (catalogue.repository.ts),
      // so each address is measured in the same state.
      await local.get(url);
      executeQuery.mockClear();
      const answer = await local.get(url);
      expect(answer.status).toBe(200);
      // The catalogue's own statements: the job queue's poll may run on the same pool meanwhile.
      return executeQuery.mock.calls.filter(([query]) =>
        /"(?:extensions|catalogue_search)"/.test(query.sql),
      ).length;
    };
    const one = await statementsFor('/api/extensions?q=sensor%200042');
    expect(one).toBeGreaterThan(0);
    expect(await statementsFor('/api/extensions?q=serial&page_size=100')).toBe(one);
    expect(await statementsFor('/api/extensions?q=serial&page=9&page_size=100')).toBe(one);
    expect(await statementsFor('/api/extensions?page_size=100')).toBe(one);
    executeQuery.mockRestore();
  });
});

describe('GET /api/extensions/:id', () => {
  test('answers the extension with its versions, readme, changelog and the manifest of the latest', async () => {
    const answer = await t.get('/api/extensions/spectrum-analyzer');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      ...card(1),
      is_premium: true,
      description_long: expect.stringMatching(/^# Spectrum Analyzer\n/),
      changelog: expect.stringContaining('## 2.1.0'),
      created_at: '2025-07-28T00:00:00.000Z',
      versions: [
        {
          version: '2.1.0',
          published_at: '2025-07-28T00:00:00.000Z',
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          size: expect.any(Number),
          engines: { sinyal: '>=1.0.0 <2.0.0' },
          downloads: 0,
          yanked: false,
          yank_reason: null,
        },
      ],
      manifest: {
        name: 'Spectrum Analyzer',
        id: 'spectrum-analyzer',
        version: '2.1.0',
        mode: 'pro',
        author: 'Sinyal Labs',
        os: ['Windows', 'Linux'],
        category: 'Visualization',
        entry_point: 'spectrum_analyzer.main:app',
      },
    });
  });

  test('an unknown id is a JSON 404', async () => {
    for (const id of ['no-such-extension', 'Not%20An%20Id', '..%2F..%2Fetc']) {
      const answer = await t.get(`/api/extensions/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.body.code).toBe('extension_not_found');
      expect(answer.body.detail).toMatch(/^No extension with the id/);
    }
  });
});
