import { z } from 'zod';
import { apiPaths } from './api-paths';
import { boundedString } from './bounded-string';
import {
  extensionIdPattern,
  isComparableVersion,
  manifestModes,
  manifestOperatingSystems,
  semverPattern,
} from './extension-manifest';
import { defineMessages, withValues } from './messages';
import { isPlainLine } from './text';

/**
 * The registry (docs/architecture.md §8): packages published as `POST /api/extensions/{id}/versions`,
 * their versions, downloads, signatures, yanks, deprecations and the update check. The agent and the
 * desktop app depend on these names.
 */

export const registryPaths = {
  versions: apiPaths.extensionVersions,
  version: apiPaths.extensionVersion,
  package: apiPaths.releasePackage,
  signature: apiPaths.releaseSignature,
  yank: apiPaths.releaseYank,
  deprecation: apiPaths.extensionDeprecation,
  updatesCheck: apiPaths.updatesCheck,
  keys: apiPaths.registryKeys,
} as const;

/** The `typ` of a release statement's JWS header. */
export const releaseStatementType = 'sinyal-release+jws';

const registry = defineMessages({
  version: ['invalid_version', 'Not a version: MAJOR.MINOR.PATCH, e.g. 1.2.0'],
  versionNotFound: withValues('"{{extension_id}}" has no version {{version}}'),
  noPackage: [
    'package_missing',
    withValues(
      'Version {{version}} of "{{extension_id}}" was published without a package (before packages existed) and cannot be downloaded',
    ),
  ],
  idLookalike: withValues(
    'The id "{{extension_id}}" reads like the existing "{{existing_id}}" (case, separators or look-alike characters): choose an id people cannot mistake for it',
  ),
  nameLookalike: withValues(
    'The name "{{name}}" reads like "{{existing_name}}", the name of {{existing_id}}: choose a name people cannot mistake for it',
  ),
  authorTaken: withValues(
    'The author name "{{author}}" belongs to another publisher ("{{existing_author}}"): publish under your own name',
  ),
  yankReason: 'Say why, in one line of at most 300 characters',
  deprecationReason: 'Say why, in one line of at most 300 characters',
  replacementNotFound: withValues('No extension with the id "{{replacement_id}}" to point to'),
  replacementSelf: 'An extension cannot replace itself',
  retired: [
    'manifest_publishing_retired',
    'Publishing a manifest alone is retired: publish the package with POST /api/extensions/{id}/versions (the .sxp file as the body; `npm run ext -- publish` does it)',
  ],
  appVersion: ['invalid_app_version', 'Must be the app version, e.g. 1.0.0'],
  os: ['invalid_os', 'Must be "Windows", "Linux" or "macOS"'],
  installedTooMany: 'At most 500 installed extensions per check',
  publisherNotFound: withValues('No publisher named "{{publisher}}"'),
});

export const registryMessages = registry.texts;
export const registryCodes = registry.codes;
export const registryMessagesByCode = registry.byCode;

const m = registryCodes;

export const versionTextSchema = boundedString(64, m.version)
  .regex(semverPattern, m.version)
  .refine(isComparableVersion, m.version);

export const extensionVersionParamsSchema = z.object({
  id: boundedString(64, 'invalid_extension_id').regex(extensionIdPattern, 'invalid_extension_id'),
  version: versionTextSchema,
});

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const enginesSchema = z.object({ sinyal: z.string() });

/**
 * What the registry signs for each version (compact JWS, EdDSA, header `kid` and `typ`): the agent
 * checks the downloaded bytes against `size` and `sha256`, and `mode` against its licence.
 */
export const releaseStatementSchema = z.object({
  id: z.string(),
  version: z.string(),
  sha256: sha256Hex,
  size: z.number().int().nonnegative(),
  engines: enginesSchema,
  os: z.array(z.enum(manifestOperatingSystems)),
  mode: z.enum(manifestModes),
  published_at: z.string(),
});
export type ReleaseStatement = z.infer<typeof releaseStatementSchema>;

/** `GET /api/extensions/{id}/versions`: every version that has a package, newest first. */
export const registryVersionSchema = z.object({
  version: z.string(),
  sha256: sha256Hex,
  size: z.number().int().nonnegative(),
  published_at: z.string(),
  engines: enginesSchema,
  yanked: z.boolean(),
  /** Why the owner yanked it; null when it is not yanked. */
  yank_reason: z.string().nullable(),
  downloads: z.number().int().nonnegative(),
});
export type RegistryVersion = z.infer<typeof registryVersionSchema>;
export const registryVersionListSchema = z.array(registryVersionSchema);

/** 201 of `POST /api/extensions/{id}/versions`. */
export const publishedPackageSchema = z.object({
  id: z.string(),
  version: z.string(),
  sha256: sha256Hex,
  size: z.number().int().positive(),
  signature: z.string(),
  /**
   * What was published but deserves a second look (docs/architecture.md §19), the same words
   * `sinyal-ext` prints: a CHANGELOG.md whose newest entry is not this version. Empty otherwise.
   */
  warnings: z.array(z.string()),
});
export type PublishedPackage = z.infer<typeof publishedPackageSchema>;

const oneLine = (code: string) =>
  boundedString(300, code).trim().min(1, code).refine(isPlainLine, code);

/** `POST /api/extensions/{id}/versions/{version}/yank`. */
export const yankRequestSchema = z.object({ reason: oneLine(m.yankReason) });
export type YankRequest = z.infer<typeof yankRequestSchema>;

/** `PUT /api/extensions/{id}/deprecation`: the extension stays installable, marked and pointed on. */
export const deprecationRequestSchema = z.object({
  reason: oneLine(m.deprecationReason),
  replacement_id: boundedString(64, 'invalid_extension_id')
    .regex(extensionIdPattern, 'invalid_extension_id')
    .optional(),
});
export type DeprecationRequest = z.infer<typeof deprecationRequestSchema>;

export const deprecationSchema = z.object({
  reason: z.string(),
  replacement_id: z.string().nullable(),
  deprecated_at: z.string(),
});
export type Deprecation = z.infer<typeof deprecationSchema>;

export const updatesCheckLimit = 500;

/** `POST /api/updates/check`. */
export const updatesCheckRequestSchema = z.object({
  app_version: boundedString(64, m.appVersion)
    .regex(semverPattern, m.appVersion)
    .refine(isComparableVersion, m.appVersion),
  os: z.enum(manifestOperatingSystems, { error: m.os }),
  installed: z
    .array(
      z.object({
        id: boundedString(64, 'invalid_extension_id'),
        version: boundedString(64, m.version),
      }),
    )
    .max(updatesCheckLimit, m.installedTooMany),
});
export type UpdatesCheckRequest = z.infer<typeof updatesCheckRequestSchema>;

export const updatesCheckResponseSchema = z.object({
  /** The newest version of each installed extension that is higher, not yanked and admits the app. */
  updates: z.array(z.object({ id: z.string(), from: z.string(), to: z.string() })),
  /** Installed extensions their owners deprecated, with what replaces them. */
  deprecated: z.array(
    z.object({ id: z.string(), reason: z.string(), replacement_id: z.string().nullable() }),
  ),
  /** Installed versions the operators took down (docs/architecture.md §14), with the reason. */
  revoked: z.array(z.object({ id: z.string(), version: z.string(), reason: z.string() })),
});
export type UpdatesCheckResponse = z.infer<typeof updatesCheckResponseSchema>;
