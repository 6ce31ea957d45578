import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config';

const year = 60 * 60 * 24 * 365;

/**
 * Serves the built site. Hashed files under /assets never change, so browsers may keep them
 * for a year; index.html must be revalidated so a deploy is seen at once.
 */
export async function registerWeb(app: FastifyInstance, config: Config): Promise<void> {
  const indexFile = path.join(config.webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built site in ${config.webDist}: run "npm run build" to serve the web pages.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    // Looks files up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(config.webDist, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        res.header('Cache-Control', `public, max-age=${year}, immutable`);
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });
}
