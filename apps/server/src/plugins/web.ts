import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  catalogPagePrefixes,
  isAccountPage,
  publicPages,
  sitePath,
  splitSitePath,
} from '@sinyal/contracts/site-pages';
import type { Config } from '../config';
import { robotsText, sitemapXml } from './sitemap';

const year = 60 * 60 * 24 * 365;

/**
 * The catalogue's pages (DESIGN §18): their data, from the registry module, handed in by the
 * composition root (app.ts). A missing extension or publisher is null.
 */
export interface CatalogPages {
  extension(id: string): Promise<unknown>;
  /** The first page of the extension's reviews, most recent first (DESIGN §19). */
  reviews(id: string): Promise<unknown>;
  publisher(name: string): Promise<unknown>;
  extensionIds(): Promise<string[]>;
}

/** The web's server renderer (apps/web/src/app/render-page.tsx, built to dist-server/). */
interface PageRenderer {
  renderPage(input: {
    url: string;
    shell: string;
    origin: string;
    data?: { extension?: unknown; reviews?: unknown; publisher?: unknown };
  }): Promise<{ html: string; status: number }>;
}

/** The built page of a route in a language: dist/<path>/index.html, written by the prerender. */
function prerenderedFile(dist: string, sitePath: string): string {
  return path.join(dist, sitePath === '/' ? '' : sitePath.slice(1), 'index.html');
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * What the prerender wrote beside the pages (dist/prerender.json): the origin in their addresses,
 * which this server replaces, and the hero messages the home page was written with, one file each.
 */
function prerenderFacts(dist: string): { origin: string | null; homeVariants: string[] } {
  const text = readIfExists(path.join(dist, 'prerender.json'));
  const facts: { origin: string | null; homeVariants: string[] } = {
    origin: null,
    homeVariants: [],
  };
  if (!text) return facts;
  let parsed: { origin?: unknown; homeVariants?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return facts;
  }
  if (typeof parsed.origin === 'string' && parsed.origin !== '') facts.origin = parsed.origin;
  if (Array.isArray(parsed.homeVariants)) {
    // Only plain names make a file name beside index.html.
    facts.homeVariants = parsed.homeVariants.filter(
      (name): name is string => typeof name === 'string' && /^[a-z0-9-]+$/.test(name),
    );
  }
  return facts;
}

function sendHtml(reply: FastifyReply, status: number, html: string, noindex = false) {
  if (noindex) reply.header('X-Robots-Tag', 'noindex');
  return reply
    .status(status)
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

const noindexMeta = '<meta name="robots" content="noindex" />';

/**
 * Serves the built site. Hashed files under /assets never change, so browsers may keep them
 * for a year; pages must be revalidated so a deploy is seen at once. Public pages are the
 * prerendered files, catalogue pages are rendered per request, account pages get the shell the
 * browser draws them in, and anything else is a 404 with the not-found page.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  catalog?: CatalogPages,
): Promise<void> {
  const dist = config.webDist;
  const shellFile = fs.existsSync(path.join(dist, 'shell.html'))
    ? path.join(dist, 'shell.html')
    : path.join(dist, 'index.html');
  if (!fs.existsSync(shellFile)) {
    app.log.warn(`No built site in ${dist}: run "npm run build" to serve the web pages.`);
    return;
  }
  const rendererFile = path.join(dist, '..', 'dist-server', 'render-page.js');
  let renderer: Promise<PageRenderer | null> | null = null;
  // Loaded on the first catalogue page, so a server without a built renderer still starts.
  const loadRenderer = () =>
    (renderer ??= fs.existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<PageRenderer>)
      : Promise.resolve(null));
  const shell = () => fs.readFileSync(shellFile, 'utf8');
  const origin = config.publicUrl;
  // Canonical, hreflang and Open Graph addresses name this server's public address.
  const withOrigin = (html: string | null, built = prerenderFacts(dist).origin) =>
    html !== null && built !== null ? html.replaceAll(built, origin) : html;
  // The home page: one of its prerendered hero messages at random (index.<message>.html), so each
  // visit may show another and none changes after the first paint; index.html without them.
  const homePage = (languageDir: string) => {
    const facts = prerenderFacts(dist);
    const pick = facts.homeVariants[Math.floor(Math.random() * facts.homeVariants.length)];
    const html =
      (pick !== undefined && readIfExists(path.join(languageDir, `index.${pick}.html`))) ||
      readIfExists(path.join(languageDir, 'index.html'));
    return withOrigin(html, facts.origin);
  };

  await app.register(fastifyStatic, {
    root: dist,
    // Looks files up per request, so a rebuild while the server runs is served at once.
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(dist, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        res.header('Cache-Control', `public, max-age=${year}, immutable`);
      } else {
        res.header('Cache-Control', 'no-cache');
      }
    },
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const ids = catalog ? await catalog.extensionIds() : [];
    return reply
      .header('Cache-Control', 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, publicPages, ids));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send(robotsText(origin)),
  );

  const notFoundPage = async (reply: FastifyReply, url: string) => {
    const { language } = splitSitePath(url);
    const file = prerenderedFile(dist, language === 'en' ? '/404' : '/tr/404');
    const html = withOrigin(readIfExists(file)) ?? shell();
    return sendHtml(reply, 404, html, true);
  };

  const catalogPage = async (reply: FastifyReply, url: string, route: string) => {
    const render = await loadRenderer();
    if (!catalog || !render) return sendHtml(reply, 200, shell());
    const name = decodeURIComponent(route.slice(route.indexOf('/', 1) + 1));
    const data: { extension?: unknown; reviews?: unknown; publisher?: unknown } = route.startsWith(
      catalogPagePrefixes.extension,
    )
      ? await Promise.all([catalog.extension(name), catalog.reviews(name)]).then(
          ([extension, reviews]) => ({ extension, reviews: reviews ?? undefined }),
        )
      : { publisher: await catalog.publisher(name) };
    if (!data.extension && !data.publisher) return notFoundPage(reply, url);
    const page = await render.renderPage({ url, shell: shell(), origin, data });
    return sendHtml(reply, page.status, page.html, page.status !== 200);
  };

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const pathname = url.split(/[?#]/)[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    let route: string;
    try {
      route = splitSitePath(decodeURI(pathname)).route;
    } catch {
      return notFoundPage(reply, '/');
    }
    if (publicPages.includes(route)) {
      const { language } = splitSitePath(pathname);
      const file = prerenderedFile(dist, sitePath(route, language));
      const html = route === '/' ? homePage(path.dirname(file)) : withOrigin(readIfExists(file));
      return sendHtml(reply, 200, html ?? shell());
    }
    if (isAccountPage(route)) {
      return sendHtml(reply, 200, shell().replace('<head>', `<head>\n    ${noindexMeta}`), true);
    }
    const [, section = '', name = '', extra] = route.split('/');
    if (
      name !== '' &&
      extra === undefined &&
      (`/${section}/` === catalogPagePrefixes.extension ||
        `/${section}/` === catalogPagePrefixes.publisher)
    ) {
      return catalogPage(reply, url, route);
    }
    return notFoundPage(reply, pathname);
  };
  // The home page is a directory of the build, which the file server would refuse.
  app.get('/', { schema: { hide: true } }, page);
  app.setNotFoundHandler(page);
}
