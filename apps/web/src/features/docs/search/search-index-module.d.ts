// The search index of one language, built with the site (vite-plugins/docs-search-index.ts).
declare module 'virtual:docs-search-index/*' {
  // A wildcard module can only be declared in a file without imports, so the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const entries: import('./search-index').SearchEntry[];
  export default entries;
}
