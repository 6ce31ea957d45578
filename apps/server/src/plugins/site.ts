import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import type { Config } from '../config';
import { registerPayPage } from '../modules/billing/pay-page';
import { registerApiDocsPage } from './docs';
import { registerSiteSecurityHeaders } from './security-headers';
import { registerWeb } from './web';

/**
 * The web site and the API description page, in a context of their own: helmet's headers and
 * compression apply here only (the API sends its own headers, see api.ts).
 */
export async function sitePlugin(site: FastifyInstance, { config }: { config: Config }) {
  await registerSiteSecurityHeaders(site, config);
  await site.register(compress, { threshold: 1024 });
  await registerApiDocsPage(site);
  registerPayPage(site, config);

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
