import { z } from 'zod';
import type { ExtensionCategory } from './extension-catalog';

/**
 * The extension manifest (`manifest.json`, spec §3 and the docs' Getting Started): one schema for
 * `npm run manifest -- validate`, `POST /api/extensions` and the docs. Every rule has its own
 * message, written to be printed after the field's name ("version: Must be ...").
 */

export const manifestModes = ['lite', 'pro', 'enterprise'] as const;
export type ManifestMode = (typeof manifestModes)[number];

export const manifestOperatingSystems = ['Windows', 'Linux', 'macOS'] as const;
export type ManifestOperatingSystem = (typeof manifestOperatingSystems)[number];

export const manifestCategories = ['DataSource', 'Visualization', 'Processing'] as const;
export type ManifestCategory = (typeof manifestCategories)[number];

/**
 * Lower-case letters and digits in words joined by one "-", "_" or ".": "serial-monitor". Also a
 * valid local backend id (agent.ts), a safe URL segment and a database key.
 */
export const extensionIdPattern = /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/;
export const extensionIdMinLength = 3;
export const extensionIdMaxLength = 64;

/** Semantic Versioning 2.0.0 (semver.org), without a leading "v". */
export const semverPattern =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** A Python module path and an attribute: "main:app", "serial_monitor.plugin:create_app". */
export const entryPointPattern =
  /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*$/;

export const manifestLimits = {
  name: 80,
  description: 1000,
  author: 100,
  version: 64,
  entryPoint: 200,
} as const;

export const manifestMessages = {
  notAnObject: 'The manifest must be a JSON object ({ ... })',
  required: 'This field is required',
  text: 'Must be text',
  nameEmpty: 'Must not be empty',
  nameTooLong: `Must be at most ${manifestLimits.name} characters`,
  idFormat:
    'Must be 3 to 64 lower-case letters and digits, words joined by "-", "_" or "." (e.g. serial-monitor)',
  versionFormat: 'Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")',
  descriptionEmpty: 'Must not be empty: one or two sentences that say what the extension does',
  descriptionTooLong: `Must be at most ${manifestLimits.description} characters`,
  mode: 'Must be "lite", "pro" or "enterprise"',
  authorEmpty: 'Must not be empty',
  authorTooLong: `Must be at most ${manifestLimits.author} characters`,
  osList: 'Must be a list of operating systems, e.g. ["Windows", "Linux"]',
  osEmpty: 'Must name at least one operating system',
  osValue: 'Must be "Windows", "Linux" or "macOS" (exactly so written)',
  osDuplicate: 'Lists an operating system twice',
  category: 'Must be "DataSource", "Visualization" or "Processing"',
  entryPoint:
    'Must be "module:app": a Python module path, a colon and the object to load, e.g. main:app',
} as const;

const m = manifestMessages;

/** "This field is required" for a missing value, "Must be text" for any other type. */
const text = (constraint?: (value: z.ZodString) => z.ZodString) => {
  const base = z.string({ error: (issue) => (issue.input === undefined ? m.required : m.text) });
  return constraint ? constraint(base) : base;
};

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? m.required : message),
  });

export const extensionManifestSchema = z.object(
  {
    name: text((s) => s.trim().min(1, m.nameEmpty).max(manifestLimits.name, m.nameTooLong)),
    id: text((s) =>
      s
        .min(extensionIdMinLength, m.idFormat)
        .max(extensionIdMaxLength, m.idFormat)
        .regex(extensionIdPattern, m.idFormat),
    ),
    version: text((s) =>
      s.max(manifestLimits.version, m.versionFormat).regex(semverPattern, m.versionFormat),
    ),
    description: text((s) =>
      s.trim().min(1, m.descriptionEmpty).max(manifestLimits.description, m.descriptionTooLong),
    ),
    mode: choice(manifestModes, m.mode),
    author: text((s) => s.trim().min(1, m.authorEmpty).max(manifestLimits.author, m.authorTooLong)),
    os: z
      .array(choice(manifestOperatingSystems, m.osValue), {
        error: (issue) => (issue.input === undefined ? m.required : m.osList),
      })
      .min(1, m.osEmpty)
      .refine((list) => new Set(list).size === list.length, m.osDuplicate),
    category: choice(manifestCategories, m.category),
    entry_point: text((s) =>
      s.max(manifestLimits.entryPoint, m.entryPoint).regex(entryPointPattern, m.entryPoint),
    ),
  },
  { error: () => m.notAnObject },
);
export type ExtensionManifest = z.infer<typeof extensionManifestSchema>;

/** The fields in the order the docs list them (and the CLI reports problems). */
export const manifestFieldNames = Object.keys(
  extensionManifestSchema.shape,
) as (keyof ExtensionManifest)[];

export interface ManifestProblem {
  /** Dotted path of the field ("os.1"), or "manifest" for the document itself. */
  field: string;
  message: string;
}

export type ManifestCheck =
  { ok: true; manifest: ExtensionManifest } | { ok: false; problems: ManifestProblem[] };

/** Checks a parsed manifest; every problem comes with its field, in the docs' field order. */
export function checkManifest(input: unknown): ManifestCheck {
  const result = extensionManifestSchema.safeParse(input);
  if (result.success) return { ok: true, manifest: result.data };
  const problems: ManifestProblem[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'manifest';
    // "A" breaks both the length and the pattern of an id: one line is enough.
    if (!problems.some((p) => p.field === field && p.message === issue.message)) {
      problems.push({ field, message: issue.message });
    }
  }
  const order = (field: string) =>
    manifestFieldNames.indexOf(field.split('.')[0] as keyof ExtensionManifest);
  problems.sort((a, b) => order(a.field) - order(b.field));
  return { ok: false, problems };
}

/**
 * The site has two categories (spec §3). Data sources and processing steps work on the data
 * stream before anything is drawn, so they are listed with the recorders; visualizations stay
 * visualizations. The Free/Recorder and Premium/Visualization filters follow from this.
 */
export const catalogCategoryOf: Record<ManifestCategory, ExtensionCategory> = {
  DataSource: 'Recorder',
  Processing: 'Recorder',
  Visualization: 'Visualization',
};

/** Pro and Enterprise extensions need a premium plan to run; Lite ones are free. */
export function isPremiumMode(mode: ManifestMode): boolean {
  return mode !== 'lite';
}
