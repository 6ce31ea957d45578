import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/** JSON API routes; the API description (/api/docs) is a web page and keeps the site's headers. */
export function isJsonApiRoute(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = config.publicUrl.startsWith('https://');

  // JSON answers get a short fixed set, computed once: nothing in them may run, be framed or be
  // stored by a cache (they carry account data). @fastify/helmet rebuilds its middleware on every
  // request, which was a large part of the cost of an authenticated API call.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  };
  // Registered before helmet, so helmet's own onRoute hook sees `helmet: false`.
  app.addHook('onRoute', (route) => {
    if (isJsonApiRoute(route.url)) route.helmet ??= false;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (isJsonApiRoute(request.url)) void reply.headers(apiHeaders);
    done();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-toastify and a few components set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // The extensions page talks to the desktop app's local backend on the loopback address.
        connectSrc: ["'self'", 'http://127.0.0.1:*', 'http://localhost:*'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // A plain-http local install must not pin browsers to https for localhost.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
