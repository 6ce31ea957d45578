import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from '../config';
import { registerApiDocsPage } from './docs';
import { registerSiteSecurityHeaders } from './security-headers';
import { registerWeb, type CatalogPages } from './web';

/** A page a module serves beside the site (billing's checkout page): it registers its own route. */
export type SitePage = (site: FastifyInstance) => void | Promise<void>;

export interface SiteOptions {
  config: Config;
  /** The modules' own pages, handed in by the composition root (app.ts). */
  pages: readonly SitePage[];
  /** The catalogue's data for its pages and the sitemap (the registry module's, via app.ts). */
  catalog?: CatalogPages;
}

/**
 * The web site and the API description page, in a context of their own: helmet's headers and
 * compression apply here only (the API sends its own headers, see api.ts).
 */
export async function sitePlugin(site: FastifyInstance, { config, pages, catalog }: SiteOptions) {
  await registerSiteSecurityHeaders(site, config);
  await site.register(compress, { threshold: 1024 });
  await registerApiDocsPage(site);
  for (const page of pages) await page(site);

  await registerWeb(site, config, catalog);
}
