/**
 * The documentation's pages in reading order, in two groups; each page has its own address
 * (`/docs/<id>`). Also read at build time by the search index (vite-plugins/docs-search-index.ts).
 */
export const docsGroups = [
  {
    id: 'guide',
    pages: [
      'installing',
      'connecting-sources',
      'dashboards',
      'recording-replay',
      'using-extensions',
    ],
  },
  {
    id: 'develop',
    pages: [
      'getting-started',
      'plugin-api',
      'publishing',
      'rest-api',
      'websockets',
      'authentication',
      'best-practices',
      'code-examples',
      'troubleshooting',
    ],
  },
] as const;

export type DocsGroupId = (typeof docsGroups)[number]['id'];
export type DocsSectionId = (typeof docsGroups)[number]['pages'][number];

export const docsSections: readonly DocsSectionId[] = docsGroups.flatMap((group) => group.pages);

export function isDocsSection(value: string): value is DocsSectionId {
  return (docsSections as readonly string[]).includes(value);
}

/**
 * Where each page's words are: a strings namespace and the key of the page inside it ('' for the
 * whole file). Pages of blocks (the user guide, the plugin API) are rendered from their strings;
 * the others have components of their own.
 */
export const docsPageStrings: Record<
  DocsSectionId,
  {
    namespace: 'docs' | 'docs-guide' | 'docs-plugin' | 'docs-publishing';
    key: string;
    blocks: boolean;
  }
> = {
  installing: { namespace: 'docs-guide', key: 'installing', blocks: true },
  'connecting-sources': { namespace: 'docs-guide', key: 'connecting-sources', blocks: true },
  dashboards: { namespace: 'docs-guide', key: 'dashboards', blocks: true },
  'recording-replay': { namespace: 'docs-guide', key: 'recording-replay', blocks: true },
  'using-extensions': { namespace: 'docs-guide', key: 'using-extensions', blocks: true },
  'getting-started': { namespace: 'docs', key: 'gettingStarted', blocks: false },
  'plugin-api': { namespace: 'docs-plugin', key: 'plugin-api', blocks: true },
  publishing: { namespace: 'docs-publishing', key: '', blocks: false },
  'rest-api': { namespace: 'docs', key: 'restApi', blocks: false },
  websockets: { namespace: 'docs', key: 'websockets', blocks: false },
  authentication: { namespace: 'docs', key: 'authentication', blocks: false },
  'best-practices': { namespace: 'docs', key: 'bestPractices', blocks: false },
  'code-examples': { namespace: 'docs', key: 'codeExamples', blocks: false },
  troubleshooting: { namespace: 'docs', key: 'troubleshooting', blocks: false },
};
