import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from '../config';
import { registerApiDocsPage } from './docs';
import { registerSiteSecurityHeaders } from './security-headers';
import { registerWeb } from './web';

/** A page a module serves beside the site (billing's checkout page): it registers its own route. */
export type SitePage = (site: FastifyInstance) => void | Promise<void>;

export interface SiteOptions {
  config: Config;
  /** The modules' own pages, handed in by the composition root (app.ts). */
  pages: readonly SitePage[];
}

/**
 * The web site and the API description page, in a context of their own: helmet's headers and
 * compression apply here only (the API sends its own headers, see api.ts).
 */
export async function sitePlugin(site: FastifyInstance, { config, pages }: SiteOptions) {
  await registerSiteSecurityHeaders(site, config);
  await site.register(compress, { threshold: 1024 });
  await registerApiDocsPage(site);
  for (const page of pages) await page(site);

  site.setNotFoundHandler((request, reply) => {
    // The site's screens live after the "#": a typed path such as /download is sent to its screen.
    const pathOnly = request.url.split('?')[0] ?? '/';
    const looksLikeScreen =
      (request.method === 'GET' || request.method === 'HEAD') && /^\/[a-z-]+\/?$/.test(pathOnly);
    if (looksLikeScreen && (request.headers.accept ?? '').includes('text/html')) {
      return reply.redirect(`/#${pathOnly.replace(/\/$/, '')}`, 302);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await registerWeb(site, config);
}
