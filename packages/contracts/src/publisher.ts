import { z } from 'zod';
import { deprecationSchema } from './extension-registry';
import { ratingSchema } from './extensions-api';

/**
 * The dashboard's Extensions tab for publishers (docs/architecture.md §19): the account's
 * extensions (`GET /api/user/extensions`) and each one's downloads per day
 * (`GET /api/extensions/{id}/stats`, owner only: 403 `stats_owner_only`, in reviews.ts).
 */

/** Days the download chart covers, today (UTC) included. */
export const statsDays = 90;

/** `GET /api/extensions/{id}/stats`: downloads per UTC day, oldest first, zeros included. */
export const extensionStatsSchema = z.object({
  days: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      date: z.string(),
      downloads: z.number().int().nonnegative(),
    }),
  ),
});
export type ExtensionStats = z.infer<typeof extensionStatsSchema>;

export const publisherVersionSchema = z.object({
  version: z.string(),
  published_at: z.string(),
  downloads: z.number().int().nonnegative(),
  yanked: z.boolean(),
  yank_reason: z.string().nullable(),
  /** Taken down by the operators (docs/architecture.md §15). */
  taken_down: z.boolean(),
});
export type PublisherVersion = z.infer<typeof publisherVersionSchema>;

export const publisherExtensionSchema = z.object({
  id: z.string(),
  name: z.string(),
  latest_version: z.string(),
  downloads: z.number().int().nonnegative(),
  rating: ratingSchema,
  deprecated: deprecationSchema.nullable(),
  taken_down: z.boolean(),
  /** Open reports about the extension or its reviews, waiting for the operators. */
  open_reports: z.number().int().nonnegative(),
  /** Newest first. */
  versions: z.array(publisherVersionSchema),
});
export type PublisherExtension = z.infer<typeof publisherExtensionSchema>;

/** `GET /api/user/extensions`: every extension the signed-in account owns, A–Z. */
export const myExtensionsSchema = z.object({ items: z.array(publisherExtensionSchema) });
export type MyExtensions = z.infer<typeof myExtensionsSchema>;
