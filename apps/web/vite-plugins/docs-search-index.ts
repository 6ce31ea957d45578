import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { docsPageStrings } from '../src/features/docs/docs-sections';
import { buildSearchIndex } from '../src/features/docs/search/search-index';

const prefix = 'virtual:docs-search-index/';
const languages = ['en', 'tr'];
const locales = fileURLToPath(new URL('../src/i18n/locales/', import.meta.url));
const namespaces = [...new Set(Object.values(docsPageStrings).map((page) => page.namespace))];

/**
 * The docs' search index, built from their strings when the site is built: one module per
 * language (`virtual:docs-search-index/en`), loaded by the search dialog when it first opens, so
 * searching needs no server and costs the docs page nothing until it is used.
 */
export function docsSearchIndex(): Plugin {
  return {
    name: 'sinyal-docs-search-index',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const language = id.slice(prefix.length + 1);
      if (!languages.includes(language)) throw new Error(`No docs in language "${language}"`);
      const strings: Record<string, unknown> = {};
      for (const namespace of namespaces) {
        const file = `${locales}${language}/${namespace}.json`;
        this.addWatchFile(file);
        strings[namespace] = JSON.parse(fs.readFileSync(file, 'utf8'));
      }
      return `export default ${JSON.stringify(buildSearchIndex(strings))};`;
    },
  };
}
