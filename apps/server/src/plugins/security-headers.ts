import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';

/**
 * The headers of every JSON answer under /api, computed once: nothing in them may run, be framed or
 * be stored by a cache (they carry account data). The API plugin sends them from its own hook, so
 * they follow the matched route, never the spelling of the request line.
 */
export function apiSecurityHeaders(config: Config): Readonly<Record<string, string>> {
  const https = config.publicUrl.startsWith('https://');
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
  });
}

/** Sends the API's headers on every answer of the routes of `app` (an encapsulated context). */
export function registerApiHeaders(app: FastifyInstance, config: Config): void {
  const headers = apiSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** The site's pages and files (and the API description page): helmet with the site's policy. */
export async function registerSiteSecurityHeaders(
  site: FastifyInstance,
  config: Config,
): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await site.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-toastify and a few components set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // The extensions page talks to the desktop app's local backend on the loopback address,
        // and the demo listens to its live stream (a WebSocket) there.
        connectSrc: [
          "'self'",
          'http://127.0.0.1:*',
          'http://localhost:*',
          'ws://127.0.0.1:*',
          'ws://localhost:*',
        ],
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
