import { z } from 'zod';
import { plans } from './plans';

/**
 * The extension catalogue entry of docs/product.md §3 (without the local `installed`/`enabled` state) and the
 * two sample extensions every part starts from: the server publishes them as real packages at its
 * first start (built from apps/server/sample-extensions), and the page falls back to them when the
 * server cannot be reached.
 *
 * One model with the manifest: `mode` is the manifest's mode, the plan the extension needs (lite,
 * pro, enterprise), which the badges, the Lite and "Pro & Enterprise" filters and the card's
 * "Included with Pro" read through the plan table; `category` is the marketplace's group of the manifest's category
 * (catalogCategoryOf in extension-manifest.ts).
 */

/**
 * The categories the catalogue lists and filters by (`?category=`): the specification's two and
 * every category a manifest may name, each as itself.
 */
export const extensionCategories = [
  'Recorder',
  'Visualization',
  'DataSource',
  'Processing',
] as const;
export type ExtensionCategory = (typeof extensionCategories)[number];

export const catalogExtensionSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  version: z.string().min(1),
  author: z.string().min(1),
  description: z.string().min(1),
  category: z.enum(extensionCategories),
  /** The plan the extension needs: the manifest's `mode`. */
  mode: z.enum(plans),
  file_formats: z.array(z.string().min(1)),
  /** Operating systems as text, e.g. "Windows, Linux". */
  os: z.string().min(1),
  /** ISO date, YYYY-MM-DD. */
  last_updated: z.iso.date(),
  /** The extension's repository or website; empty when there is none ("No website available."). */
  git_path: z.string(),
});
export type CatalogExtension = z.infer<typeof catalogExtensionSchema>;

export const sampleExtensions: readonly CatalogExtension[] = Object.freeze([
  {
    id: 'csv-recorder',
    name: 'CSV Recorder',
    version: '1.4.2',
    author: 'Sinyal Labs',
    description:
      'Records every live channel to disk while you plot: one row per sample with an ISO 8601 ' +
      'timestamp, channel names and units in the header, and a new file started by size or by ' +
      'hour so long sessions stay manageable. It writes locally first and uploads ' +
      'finished files to your shared storage when the connection allows, and any recording can ' +
      'be replayed into a dashboard at its original speed.',
    category: 'DataSource',
    mode: 'lite',
    file_formats: ['csv', 'tsv', 'jsonl'],
    os: 'Windows, Linux',
    last_updated: '2025-08-12',
    git_path: 'https://github.com/sinyal-extensions/csv-recorder',
  },
  {
    id: 'spectrum-analyzer',
    name: 'Spectrum Analyzer',
    version: '2.1.0',
    author: 'Sinyal Labs',
    description:
      'Turns any numeric channel into a live frequency spectrum and a scrolling waterfall. ' +
      'Choose 256- to 65,536-point FFTs with Hann, Hamming, Blackman-Harris or flat-top ' +
      'windows, average over several frames to calm noisy signals, and place markers that read ' +
      'out peak frequency and magnitude in dB. The current view exports as PNG or SVG and the ' +
      'spectrum itself as CSV.',
    category: 'Visualization',
    mode: 'pro',
    file_formats: ['png', 'svg', 'csv', 'wav'],
    os: 'Windows, Linux',
    last_updated: '2025-07-28',
    git_path: 'https://github.com/sinyal-extensions/spectrum-analyzer',
  },
]);
