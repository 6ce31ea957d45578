import { z } from 'zod';
import { catalogExtensionSchema, extensionCategories } from './extension-catalog';
import { extensionIdPattern, publishedManifestSchema } from './extension-manifest';
import { deprecationSchema } from './extension-registry';
import { boundedString } from './bounded-string';
import { defineMessages, withValues } from './messages';
import { atMost } from './message-phrases';

/**
 * The server's extension catalogue: `GET /api/extensions` (search, category, pages),
 * `GET /api/extensions/:id`, `GET /api/publishers/:name` and `POST /api/extensions/:id/installs`
 * (the signed-in user installed it through a local backend). Publishing is the registry's
 * (extension-registry.ts): `POST /api/extensions/{id}/versions` with the package.
 */

export const extensionPageSizeDefault = 24;
export const extensionPageSizeMax = 100;
export const extensionQueryMaxLength = 100;

const extensionsApi = defineMessages({
  queryTooLong: ['search_too_long', atMost('Search text', extensionQueryMaxLength)],
  category: [
    'invalid_category',
    'Must be "Recorder", "Visualization", "DataSource" or "Processing"',
  ],
  page: ['invalid_page', 'Must be a whole number, 1 or more'],
  pageSize: ['invalid_page_size', `Must be a whole number from 1 to ${extensionPageSizeMax}`],
  sort: ['invalid_extension_sort', 'Must be downloads, rating, updated or name'],
  plan: ['invalid_plan_filter', 'Must be free or premium'],
  id: ['invalid_extension_id', 'Not an extension id'],
  notFound: ['extension_not_found', withValues('No extension with the id "{{extension_id}}"')],
  apiTokenRequired:
    'Publishing needs an API token, not a login session: generate one in the dashboard (API Access) ' +
    'and send it as "Authorization: Bearer <token>"',
  premiumRequired: 'Publishing extensions needs a Pro or Enterprise plan',
  publishScopeRequired:
    'This API token may only read: publishing needs a token with the "publish" scope (dashboard, API Access)',
  notOwner: withValues(
    'The extension "{{extension_id}}" belongs to another account: only its owner can publish new versions',
  ),
  publishConflict: withValues(
    'Another publish of "{{extension_id}}" is in progress: try again in a moment',
  ),
  versionNotHigher: withValues(
    'Version {{version}} is not higher than the latest published version {{latest_version}}: raise "version" in manifest.json',
  ),
});

/**
 * The English of each catalogue and publishing message, by name; the ones about an extension
 * take `{extension_id}` (and `{version, latest_version}`), the values the error body carries.
 */
export const extensionsApiMessages = extensionsApi.texts;
/** The code of each catalogue and publishing message, by name. */
export const extensionsApiCodes = extensionsApi.codes;
export const extensionsApiMessagesByCode = extensionsApi.byCode;

const m = extensionsApiCodes;

/** Query values arrive as text; an empty one means "not given". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/**
 * The catalogue's orders (docs/architecture.md §19): most downloaded, best rated (average, then
 * count), newest, A–Z; each breaks ties by id, so pages never repeat or skip an extension.
 */
export const extensionSorts = ['downloads', 'rating', 'updated', 'name'] as const;
export type ExtensionSort = (typeof extensionSorts)[number];

/** The marketplace's free and premium filters: whether the extension needs a paid plan. */
export const extensionPlanFilters = ['free', 'premium'] as const;
export type ExtensionPlanFilter = (typeof extensionPlanFilters)[number];

/**
 * `GET /api/extensions?q=&category=&plan=&sort=&page=&page_size=` (no sort: by name, as before).
 */
export const extensionListQuerySchema = z.object({
  q: boundedString(extensionQueryMaxLength * 4, m.queryTooLong)
    .trim()
    .max(extensionQueryMaxLength, m.queryTooLong)
    .optional(),
  category: z.preprocess(
    (value) => {
      const given = emptyAsMissing(value);
      if (typeof given !== 'string') return given;
      // "recorder" and "Recorder" both name the category.
      return (
        extensionCategories.find((name) => name.toLowerCase() === given.toLowerCase()) ?? given
      );
    },
    z.enum(extensionCategories, { error: m.category }).optional(),
  ),
  plan: z.preprocess(emptyAsMissing, z.enum(extensionPlanFilters, { error: m.plan }).optional()),
  sort: z.preprocess(emptyAsMissing, z.enum(extensionSorts, { error: m.sort }).optional()),
  page: z.preprocess(
    emptyAsMissing,
    z.coerce.number({ error: m.page }).int(m.page).min(1, m.page).max(1_000_000, m.page).default(1),
  ),
  page_size: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: m.pageSize })
      .int(m.pageSize)
      .min(1, m.pageSize)
      .max(extensionPageSizeMax, m.pageSize)
      .default(extensionPageSizeDefault),
  ),
});
export type ExtensionListQuery = z.infer<typeof extensionListQuerySchema>;

export const extensionIdParamsSchema = z.object({
  id: boundedString(64, m.id).regex(extensionIdPattern, m.id),
});

/** An extension's rating as cards and its page show it: 0 and 0 without reviews. */
export const ratingSchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
});
export type Rating = z.infer<typeof ratingSchema>;

/**
 * A catalogue card as the server sends it: the entry of docs/product.md §3, whether it needs a
 * premium plan (isPremiumPlan of its mode), its downloads and its owner's deprecation notice.
 */
export const extensionSummarySchema = catalogExtensionSchema.extend({
  is_premium: z.boolean(),
  downloads: z.number().int().nonnegative(),
  deprecated: deprecationSchema.nullable(),
  /** The operator's "Verified" badge on the publisher (docs/architecture.md §15). */
  publisher_verified: z.boolean(),
  /** The reviews' average and count (docs/architecture.md §19). */
  rating: ratingSchema,
});
export type ExtensionSummary = z.infer<typeof extensionSummarySchema>;

export const extensionListResponseSchema = z.object({
  items: z.array(extensionSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ExtensionListResponse = z.infer<typeof extensionListResponseSchema>;

/**
 * A version as the extension's page lists it. Versions published before packages existed have no
 * package: `sha256`, `size` and `engines` are null and nothing can install them.
 */
export const extensionVersionSchema = z.object({
  version: z.string(),
  /** ISO time. */
  published_at: z.string(),
  sha256: z.string().nullable(),
  size: z.number().int().nonnegative().nullable(),
  engines: z.object({ sinyal: z.string() }).nullable(),
  downloads: z.number().int().nonnegative(),
  yanked: z.boolean(),
  yank_reason: z.string().nullable(),
});
export type ExtensionVersion = z.infer<typeof extensionVersionSchema>;

/** `GET /api/extensions/:id`. */
export const extensionDetailSchema = extensionSummarySchema.extend({
  /** README.md of the latest version's package, or null (the page shows `description`). */
  description_long: z.string().nullable(),
  created_at: z.string(),
  /** Newest first, yanked ones included (marked). */
  versions: z.array(extensionVersionSchema),
  /** The manifest of the latest version. */
  manifest: publishedManifestSchema,
  /** CHANGELOG.md of the latest version's package, or null. */
  changelog: z.string().nullable(),
});
export type ExtensionDetail = z.infer<typeof extensionDetailSchema>;

export const publisherParamsSchema = z.object({ name: boundedString(400, 'invalid') });

/** `GET /api/publishers/:name`: the author name as the publisher wrote it, and their extensions. */
export const publisherSchema = z.object({
  name: z.string(),
  /** The operator's "Verified" badge (docs/architecture.md §15). */
  publisher_verified: z.boolean(),
  extensions: z.array(extensionSummarySchema),
  downloads: z.number().int().nonnegative(),
});
export type Publisher = z.infer<typeof publisherSchema>;

/** `POST /api/extensions/:id/installs`: 201 the first time, 200 when it was already recorded. */
export const extensionInstallResponseSchema = z.object({
  extension_id: z.string(),
  installed_at: z.string(),
});
export type ExtensionInstallResponse = z.infer<typeof extensionInstallResponseSchema>;
