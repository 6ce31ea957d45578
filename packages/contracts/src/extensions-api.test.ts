import { describe, expect, test } from 'vitest';
import { sampleExtensions } from './extension-catalog';
import {
  extensionDetailSchema,
  extensionListQuerySchema,
  extensionSummarySchema,
  extensionsApiCodes as m,
} from './extensions-api';

const manifest = {
  name: 'Serial Monitor',
  id: 'serial-monitor',
  version: '1.2.0',
  description: 'Streams numbers.',
  mode: 'lite',
  author: 'Ada',
  os: ['Linux'],
  category: 'Processing',
  entry_point: 'main:app',
};

describe('extensionListQuerySchema', () => {
  test('fills page 1 and 24 per page, reads numbers from text and ignores empty values', () => {
    expect(extensionListQuerySchema.parse({})).toEqual({ page: 1, page_size: 24 });
    expect(
      extensionListQuerySchema.parse({ q: ' scope ', category: '', page: '3', page_size: '' }),
    ).toEqual({ q: 'scope', page: 3, page_size: 24 });
  });

  test('takes the category in any case', () => {
    expect(extensionListQuerySchema.parse({ category: 'visualization' }).category).toBe(
      'Visualization',
    );
    expect(extensionListQuerySchema.parse({ category: 'RECORDER' }).category).toBe('Recorder');
  });

  test('refuses what it cannot use, with its own messages', () => {
    const result = extensionListQuerySchema.safeParse({
      category: 'Games',
      page: '0',
      page_size: '101',
      q: 'q'.repeat(101),
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({
      category: m.category,
      page: m.page,
      page_size: m.pageSize,
      q: m.queryTooLong,
    });
    expect(extensionListQuerySchema.safeParse({ page: 'two' }).success).toBe(false);
    expect(extensionListQuerySchema.safeParse({ page_size: '2.5' }).success).toBe(false);
  });
});

describe('answers', () => {
  test('the samples are catalogue summaries once is_premium is added', () => {
    for (const sample of sampleExtensions) {
      const summary = {
        ...sample,
        is_premium: false,
        downloads: 0,
        deprecated: null,
        publisher_verified: false,
        rating: { average: 0, count: 0 },
      };
      expect(extensionSummarySchema.parse(summary)).toEqual(summary);
    }
  });

  test('a detail carries versions and the manifest', () => {
    const detail = {
      ...sampleExtensions[0],
      is_premium: false,
      downloads: 3,
      deprecated: null,
      publisher_verified: false,
      rating: { average: 4.5, count: 2 },
      description_long: null,
      created_at: '2025-08-12T00:00:00.000Z',
      versions: [
        {
          version: '1.4.2',
          published_at: '2025-08-12T00:00:00.000Z',
          sha256: 'a'.repeat(64),
          size: 1234,
          engines: { sinyal: '>=1.0.0' },
          downloads: 3,
          yanked: false,
          yank_reason: null,
        },
      ],
      manifest: { ...manifest, id: 'csv-recorder', version: '1.4.2' },
      changelog: null,
    };
    expect(extensionDetailSchema.parse(detail)).toEqual(detail);
  });
});
