import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  packageFileName,
  packageLimits,
  packageMediaType,
} from '@sinyal/contracts/extension-package';
import {
  deprecationRequestSchema,
  deprecationSchema,
  extensionVersionParamsSchema,
  publishedPackageSchema,
  registryVersionListSchema,
  registryVersionSchema,
  updatesCheckRequestSchema,
  updatesCheckResponseSchema,
  yankRequestSchema,
} from '@sinyal/contracts/extension-registry';
import { extensionIdParamsSchema } from '@sinyal/contracts/extensions-api';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors';
import { authOf } from '../../plugins/auth';
import { routeKit } from '../../plugins/route-kit';
import {
  publishLimit,
  requireApiToken,
  requirePublishingPlan,
  requirePublishScopeForTokens,
} from './publish-guards';
import { createRegistryService } from './registry.service';

/** "sha-256=:<base64>:" (RFC 9530) from the hex SHA-256 the registry keys packages by. */
const reprDigest = (sha256: string) => `sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`;

/** The registry (docs/architecture.md §8): publish, versions, packages, signatures, yanks, updates. */
export async function registryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = createRegistryService(ctx);
  const { open, bearer, perAccount, perIp, limits, api } = routeKit(app, ctx, 'registry');

  // The package is the body, as it is: never parsed, never written to disk before it is checked.
  // Its parser lives in the publish route's own context: registered for the whole module, it let
  // every other route read a 50 MB zip before refusing it. The other routes keep the API's 64 KB
  // limit and answer a zip with 415 before reading a byte of it.
  await app.register(async (publishing) => {
    publishing.addContentTypeParser(
      [packageMediaType, 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: packageLimits.packedBytes },
      (_request, body, done) => done(null, body),
    );
    publishing.withTypeProvider<ZodTypeProvider>().post(
      '/extensions/:id/versions',
      {
        ...bearer(
          'Publish a package (<id>-<version>.sxp) as the body, Content-Type: application/zip, with an API token of a Pro or Enterprise account; the first upload of an id claims it',
          { params: extensionIdParamsSchema, response: { 201: publishedPackageSchema } },
          {
            onRequest: [ctx.auth.sessionOrApiToken, requireApiToken, requirePublishingPlan],
            preHandler: perAccount('publish', publishLimit),
          },
        ),
        bodyLimit: packageLimits.packedBytes,
        // What Fastify says about the body, said about a package.
        errorHandler: (error: FastifyError) => {
          if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
            throw AppError.of('package_too_large', 413);
          if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
            throw AppError.of('package_content_type', 415);
          }
          throw error;
        },
      },
      async (request, reply) => {
        if (!Buffer.isBuffer(request.body)) throw AppError.of('package_content_type', 415);
        const user = authOf(request).user;
        const published = await service.publish(
          { userId: user.id },
          request.params.id,
          request.body,
        );
        return reply.code(201).send(published);
      },
    );
  });

  api.get(
    '/extensions/:id/versions/:version/package',
    open(
      'The package bytes (application/zip) with ETag and Repr-Digest; each address counts once per version and day',
      { params: extensionVersionParamsSchema, response: { 200: z.any(), 304: z.null() } },
    ),
    async (request, reply) => {
      const { id, version } = request.params;
      const sha256 = await service.sha256Of(id, version);
      const etag = `"${sha256}"`;
      void reply.headers({
        etag,
        'repr-digest': reprDigest(sha256),
        // The bytes under a version never change: the SHA-256 is in the ETag.
        'cache-control': 'public, max-age=31536000, immutable',
      });
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      const { bytes } = await service.download(id, version, {
        ip: request.ip,
        count: request.method === 'GET',
      });
      return reply
        .type(packageMediaType)
        .header('content-disposition', `attachment; filename="${packageFileName(id, version)}"`)
        .send(bytes);
    },
  );

  api.get(
    '/extensions/:id/versions/:version/signature',
    open(
      'The signed release statement {id, version, sha256, size, engines, os, mode, published_at}: a compact JWS (EdDSA, key in GET /api/keys)',
      { params: extensionVersionParamsSchema, response: { 200: z.string() } },
    ),
    async (request, reply) => {
      const { id, version } = request.params;
      const jws = await service.signature(id, version);
      return reply
        .type('application/jose')
        .header('cache-control', 'public, max-age=3600')
        .send(jws);
    },
  );

  api.get(
    '/extensions/:id/versions',
    open('Every version that has a package, newest first, yanked ones marked', {
      params: extensionIdParamsSchema,
      response: { 200: registryVersionListSchema },
    }),
    async (request) => service.versions(request.params.id),
  );

  const ownerHooks = [ctx.auth.sessionOrApiToken, requirePublishScopeForTokens];

  api.post(
    '/extensions/:id/versions/:version/yank',
    bearer(
      'Yank a version (its owner): hidden from "latest" and from updates; an exact download still works',
      {
        params: extensionVersionParamsSchema,
        body: yankRequestSchema,
        response: { 200: registryVersionSchema },
      },
      { onRequest: ownerHooks },
    ),
    async (request) =>
      service.yank(
        authOf(request).user,
        request.params.id,
        request.params.version,
        request.body.reason,
      ),
  );

  api.delete(
    '/extensions/:id/versions/:version/yank',
    bearer(
      'Undo a yank (its owner)',
      { params: extensionVersionParamsSchema, response: { 200: registryVersionSchema } },
      { onRequest: ownerHooks },
    ),
    async (request) =>
      service.yank(authOf(request).user, request.params.id, request.params.version, null),
  );

  api.put(
    '/extensions/:id/deprecation',
    bearer(
      'Mark an extension deprecated (its owner), with why and optionally the id that replaces it',
      {
        params: extensionIdParamsSchema,
        body: deprecationRequestSchema,
        response: { 200: deprecationSchema },
      },
      { onRequest: ownerHooks },
    ),
    async (request) => {
      const notice = await service.deprecate(authOf(request).user, request.params.id, request.body);
      if (!notice) throw new Error('deprecation was not recorded');
      return notice;
    },
  );

  api.delete(
    '/extensions/:id/deprecation',
    bearer(
      'Undo a deprecation (its owner)',
      { params: extensionIdParamsSchema, response: { 204: z.null() } },
      { onRequest: ownerHooks },
    ),
    async (request, reply) => {
      await service.deprecate(authOf(request).user, request.params.id, null);
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/updates/check',
    open(
      'Updates for installed extensions: the newest version that is higher, not yanked, for the OS and admitted by app_version (engines.sinyal)',
      {
        body: updatesCheckRequestSchema,
        response: { 200: updatesCheckResponseSchema },
      },
      {
        // Anyone may ask, and each ask looks up to 500 extensions: counted per address before the
        // body is read.
        onRequest: perIp('updates-check', limits.updatesCheck.ip),
      },
    ),
    async (request) => service.checkUpdates(request.body),
  );
}
