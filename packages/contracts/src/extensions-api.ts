import { z } from 'zod';
import { catalogExtensionSchema, extensionCategories } from './extension-catalog';
import { extensionIdPattern, extensionManifestSchema } from './extension-manifest';

/**
 * The server's extension catalogue: `GET /api/extensions` (search, category, pages),
 * `GET /api/extensions/:id`, `POST /api/extensions` (publish with an API token) and
 * `POST /api/extensions/:id/installs` (the signed-in user installed it through a local backend).
 */

export const extensionPageSizeDefault = 24;
export const extensionPageSizeMax = 100;
export const extensionQueryMaxLength = 100;

export const extensionsApiMessages = {
  queryTooLong: `Search text must be at most ${extensionQueryMaxLength} characters`,
  category: 'Must be "Recorder" or "Visualization"',
  page: 'Must be a whole number, 1 or more',
  pageSize: `Must be a whole number from 1 to ${extensionPageSizeMax}`,
  id: 'Not an extension id',
  gitPath: 'Must be an http:// or https:// address, e.g. https://github.com/you/serial-monitor',
  descriptionLongTooLong: 'Must be at most 20000 characters',
  fileFormat: 'Each format is 1 to 12 lower-case letters or digits, e.g. "csv"',
  fileFormatsTooMany: 'At most 20 file formats',
  notFound: (id: string) => `No extension with the id "${id}"`,
  apiTokenRequired:
    'Publishing needs an API token, not a sign-in session: generate one in the dashboard (API Access) ' +
    'and send it as "Authorization: Bearer <token>"',
  premiumRequired: 'Publishing extensions needs a Pro or Enterprise plan',
  notOwner: (id: string) =>
    `The extension "${id}" belongs to another account: only its owner can publish new versions`,
  versionNotHigher: (version: string, latest: string) =>
    `Version ${version} is not higher than the latest published version ${latest}: raise "version" in manifest.json`,
} as const;

const m = extensionsApiMessages;

/** Query values arrive as text; an empty one means "not given". */
const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** `GET /api/extensions?q=&category=&page=&page_size=` */
export const extensionListQuerySchema = z.object({
  q: z.string().trim().max(extensionQueryMaxLength, m.queryTooLong).optional(),
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
  id: z.string().max(64, m.id).regex(extensionIdPattern, m.id),
});

/** A catalogue card as the server sends it: the entry of spec §3 and whether it needs a premium plan. */
export const extensionSummarySchema = catalogExtensionSchema.extend({
  is_premium: z.boolean(),
});
export type ExtensionSummary = z.infer<typeof extensionSummarySchema>;

export const extensionListResponseSchema = z.object({
  items: z.array(extensionSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  page_size: z.number().int().positive(),
});
export type ExtensionListResponse = z.infer<typeof extensionListResponseSchema>;

export const extensionVersionSchema = z.object({
  version: z.string(),
  /** ISO time. */
  published_at: z.string(),
});
export type ExtensionVersion = z.infer<typeof extensionVersionSchema>;

/** `GET /api/extensions/:id` and the answer of a publish. */
export const extensionDetailSchema = extensionSummarySchema.extend({
  /** The long description of the latest publish, or null (the page shows `description`). */
  description_long: z.string().nullable(),
  created_at: z.string(),
  /** Newest first. */
  versions: z.array(extensionVersionSchema),
  /** The manifest of the latest version. */
  manifest: extensionManifestSchema,
});
export type ExtensionDetail = z.infer<typeof extensionDetailSchema>;

export const fileFormatPattern = /^[a-z0-9]{1,12}$/;

/** `POST /api/extensions` (Authorization: Bearer <API token>). */
export const publishExtensionRequestSchema = z.object({
  manifest: extensionManifestSchema,
  /** The repository or website the card's Website button opens. */
  git_path: z
    .url({ protocol: /^https?$/, error: m.gitPath })
    .max(300, m.gitPath)
    .optional(),
  description_long: z.string().trim().max(20_000, m.descriptionLongTooLong).optional(),
  /** Formats the extension reads or writes ("csv", "png"); kept from the last version when left out. */
  file_formats: z
    .array(z.string().regex(fileFormatPattern, m.fileFormat))
    .max(20, m.fileFormatsTooMany)
    .optional(),
});
export type PublishExtensionRequest = z.infer<typeof publishExtensionRequestSchema>;

/** `POST /api/extensions/:id/installs`: 201 the first time, 200 when it was already recorded. */
export const extensionInstallResponseSchema = z.object({
  extension_id: z.string(),
  installed_at: z.string(),
});
export type ExtensionInstallResponse = z.infer<typeof extensionInstallResponseSchema>;
