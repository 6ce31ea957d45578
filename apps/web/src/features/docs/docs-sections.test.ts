import { describe, expect, test } from 'vitest';
import { docsGroups as sitePagesDocs } from '@sinyal/contracts/site-pages';
import { docsGroups } from './docs-sections';

describe('the documentation pages', () => {
  // The server's sitemap and page list read the contracts' copy; the build's search index this one.
  test('are the same list as the site pages the server serves', () => {
    expect(docsGroups).toEqual(sitePagesDocs);
  });
});
