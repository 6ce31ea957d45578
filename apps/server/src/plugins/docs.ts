import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI description is generated from the routes' zod schemas (the contracts), so it cannot
 * drift from what the server accepts. Registered on the root before the routes it describes.
 */
export async function registerApiDescription(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sinyal account API',
        description:
          'Accounts, sessions and dashboard data of the Sinyal website. Errors answer `{code, detail, fields?}`; ' +
          'send tokens as `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token from POST /api/login, or an API token (read calls and publishing extensions)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
}

/** The description as JSON at /api/docs/json and a readable page at /api/docs (a web page). */
export async function registerApiDocsPage(site: FastifyInstance): Promise<void> {
  await site.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
