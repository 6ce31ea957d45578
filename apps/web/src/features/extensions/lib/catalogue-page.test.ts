import { describe, expect, it } from 'vitest';
import { sampleExtensions } from '@sinyal/contracts/extension-catalog';
import { pageOf, type RatedExtension } from './catalogue-page';

// Thirty copies of the samples with a rating, downloads and dates that tie on purpose.
const many: RatedExtension[] = Array.from({ length: 30 }, (_, index) => {
  const sample = sampleExtensions[index % 2]!;
  return {
    ...sample,
    id: `ext-${String(index).padStart(2, '0')}`,
    name: `Tool ${index % 4}`,
    last_updated: `2026-01-0${1 + (index % 3)}`,
    downloads: (index % 5) * 10,
    rating: { average: index % 2 ? 4 : 3, count: index % 3 },
  } as RatedExtension;
});

const request = { q: '', page: 1, sort: 'name' as const };

describe('pageOf: the pages the browser cuts itself (installed, built-in)', () => {
  it('cuts 24 a page, and every order pages through each entry once, ties by id', () => {
    for (const sort of ['name', 'downloads', 'rating', 'updated'] as const) {
      const first = pageOf(many, { ...request, sort });
      const second = pageOf(many, { ...request, sort, page: 2 });
      expect(first.total).toBe(30);
      expect(first.items).toHaveLength(24);
      expect(second.items).toHaveLength(6);
      const ids = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(ids).size).toBe(30);
    }
    const byName = pageOf(many, request).items.map((item) => [item.name, item.id]);
    expect(byName.slice(0, 2)).toEqual([
      ['Tool 0', 'ext-00'],
      ['Tool 0', 'ext-04'],
    ]);
  });

  it('best rated puts the higher average first, then more ratings', () => {
    const [top] = pageOf(many, { ...request, sort: 'rating' }).items;
    expect(top?.rating).toEqual({ average: 4, count: 2 });
  });

  it('a search, a category and a plan narrow it as the server would', () => {
    const dataSources = pageOf(many, { ...request, category: 'DataSource' });
    expect(dataSources.total).toBe(15);
    // The Recorder filter is a group that holds the data sources too.
    expect(pageOf(many, { ...request, category: 'Recorder' }).total).toBe(15);
    expect(pageOf(many, { ...request, category: 'Processing' }).total).toBe(0);
    expect(
      pageOf(many, { ...request, plan: 'premium' }).items.every((e) => e.mode !== 'lite'),
    ).toBe(true);
    expect(pageOf(many, { ...request, q: 'no such words' }).total).toBe(0);
  });
});
