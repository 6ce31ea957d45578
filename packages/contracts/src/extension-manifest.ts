import { z } from 'zod';
import { apiMessageCodes, apiMessages } from './api-error';
import type { ExtensionCategory } from './extension-catalog';
import { invisibleCharacterIn } from './invisible-characters';
import {
  defineMessages,
  formatMessage,
  withValues,
  type MessageParams,
  type MessageText,
} from './messages';
import { boundedString } from './bounded-string';
import { isPlainLine, isPlainMessage } from './text';
import { isPremiumPlan } from './plans';

/**
 * The extension manifest (`manifest.json` at the root of a package, docs/product.md §3 and
 * docs/architecture.md §8): one schema for `npm run ext -- validate|pack|publish`, the registry's
 * `POST /api/extensions/{id}/versions`, the reference agent and the docs. Every rule has its own code
 * and message (messages.ts).
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

/**
 * A version the whole system can compare: the pattern, and MAJOR, MINOR and PATCH no larger than
 * the largest integer a number holds exactly (semver libraries refuse anything larger, so such a
 * version, once stored, could never be sorted again).
 */
export function isComparableVersion(value: string): boolean {
  if (!semverPattern.test(value)) return false;
  const core = value.split(/[-+]/, 1)[0] ?? '';
  return core.split('.').every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
}

/** A Python module path and an attribute: "main:app", "serial_monitor.plugin:create_app". */
export const entryPointPattern =
  /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*$/;

export const manifestLimits = {
  name: 80,
  description: 1000,
  author: 100,
  version: 64,
  entryPoint: 200,
  range: 100,
  repository: 300,
  license: 64,
  fileFormats: 20,
} as const;

/** A file format the extension reads or writes: "csv", "png", "h5". */
export const fileFormatPattern = /^[a-z0-9]{1,12}$/;

function isRangeVersion(text: string): boolean {
  const [core = '', ...rest] = text.replace(/^[vV]/, '').split(/[-+]/);
  // A prerelease or build part: letters, digits, "." and "-", as semver allows.
  if (rest.some((part) => !/^[0-9A-Za-z.]*$/.test(part))) return false;
  const parts = core.split('.');
  return (
    parts.length >= 1 &&
    parts.length <= 3 &&
    parts.every(
      (part) => /^[0-9]{1,15}$/.test(part) || part === 'x' || part === 'X' || part === '*',
    )
  );
}

/**
 * A range of app versions as npm's semver writes it: comparators joined by spaces, alternatives
 * by "||", hyphen ranges ("1.0.0 - 2.0.0"), "^", "~" and wildcards (">=1.0.0 <2.0.0", "^1.2"). Plain
 * code, so it runs in linear time; the registry also reads it with semver itself.
 */
export function isVersionRange(value: string): boolean {
  const alternatives = value.split('||');
  return alternatives.every((alternative) => {
    const tokens = alternative.trim().split(/[ ]+/).filter(Boolean);
    if (tokens.length === 0) return false;
    if (tokens.length === 3 && tokens[1] === '-') {
      return isRangeVersion(tokens[0] ?? '') && isRangeVersion(tokens[2] ?? '');
    }
    return tokens.every((token) => {
      const operator = ['>=', '<=', '>', '<', '=', '^', '~'].find((op) => token.startsWith(op));
      return isRangeVersion(operator ? token.slice(operator.length) : token);
    });
  });
}

const manifest = defineMessages({
  notAnObject: ['manifest_not_object', 'The manifest must be a JSON object ({ ... })'],
  // The API's own code for a missing value (api-error.ts), so the manifest command says it alike.
  required: [apiMessageCodes.required, apiMessages.required],
  text: ['manifest_not_text', 'Must be text'],
  nameEmpty: ['manifest_name_empty', 'Must not be empty'],
  nameTooLong: ['manifest_name_too_long', `Must be at most ${manifestLimits.name} characters`],
  idFormat: [
    'manifest_id_format',
    'Must be 3 to 64 lower-case letters and digits, words joined by "-", "_" or "." (e.g. serial-monitor)',
  ],
  versionFormat: [
    'manifest_version_format',
    'Must be a semantic version MAJOR.MINOR.PATCH, e.g. 1.2.0 (no leading "v")',
  ],
  versionTooLarge: [
    'manifest_version_too_large',
    `Each of MAJOR, MINOR and PATCH must be at most ${Number.MAX_SAFE_INTEGER}`,
  ],
  characters: ['manifest_characters', 'Must be one line without control characters'],
  invisible: [
    'manifest_invisible_character',
    withValues(
      'Contains {{code_point}}, a character that cannot be seen (a zero-width space or joiner, soft hyphen, filler, variation selector or direction mark), which makes it look the same as text without it: remove it',
    ),
  ],
  descriptionCharacters: ['manifest_description_characters', 'Must not contain control characters'],
  descriptionEmpty: [
    'manifest_description_empty',
    'Must not be empty: one or two sentences that say what the extension does',
  ],
  descriptionTooLong: [
    'manifest_description_too_long',
    `Must be at most ${manifestLimits.description} characters`,
  ],
  mode: ['manifest_mode', 'Must be "lite", "pro" or "enterprise"'],
  authorEmpty: ['manifest_author_empty', 'Must not be empty'],
  authorTooLong: [
    'manifest_author_too_long',
    `Must be at most ${manifestLimits.author} characters`,
  ],
  osList: ['manifest_os_list', 'Must be a list of operating systems, e.g. ["Windows", "Linux"]'],
  osEmpty: ['manifest_os_empty', 'Must name at least one operating system'],
  osValue: ['manifest_os_value', 'Must be "Windows", "Linux" or "macOS" (exactly so written)'],
  osDuplicate: ['manifest_os_duplicate', 'Lists an operating system twice'],
  category: ['manifest_category', 'Must be "DataSource", "Visualization" or "Processing"'],
  entryPoint: [
    'manifest_entry_point',
    'Must be "module:app": a Python module path, a colon and the object to load, e.g. main:app',
  ],
  engines: [
    'manifest_engines',
    'Must be an object naming the app versions the extension runs on, e.g. {"sinyal": ">=1.0.0 <2.0.0"}',
  ],
  enginesRange: [
    'manifest_engines_range',
    'Must be a range of Sinyal app versions as npm writes it, e.g. ">=1.0.0 <2.0.0" or "^1.0.0"',
  ],
  fileFormat: [
    'manifest_file_format',
    'Each format is 1 to 12 lower-case letters or digits, e.g. "csv"',
  ],
  fileFormatsList: [
    'manifest_file_formats',
    `Must be a list of at most ${manifestLimits.fileFormats} formats, e.g. ["csv", "png"]`,
  ],
  repository: [
    'manifest_repository',
    'Must be an http:// or https:// address, e.g. https://github.com/you/serial-monitor',
  ],
  license: [
    'manifest_license',
    `Must be one line of at most ${manifestLimits.license} characters, e.g. "MIT"`,
  ],
});

/** The English of each manifest rule, by name: written to follow the field's name ("version: Must be ..."). */
export const manifestMessages = manifest.texts;
/** The code of each manifest rule, by name (what the schema's issues carry). */
export const manifestCodes = manifest.codes;
export const manifestMessagesByCode = manifest.byCode;

const m = manifestCodes;

/**
 * "This field is required" for a missing value, "Must be text" for any other type. `bound` stops
 * the parse before any other check when the text is longer (text.ts explains why).
 */
const text = (bound: number, tooLong: string, constraint: (value: z.ZodString) => z.ZodString) =>
  constraint(
    z
      .string({ error: (issue) => (issue.input === undefined ? m.required : m.text) })
      .max(bound, { error: tooLong, abort: true }),
  );

const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? m.required : message),
  });

/**
 * A name, an author name or an id may not hide characters that show nothing (invisible-characters.ts):
 * "CSV Recorder" followed by a zero-width space would look exactly like the official one. The
 * issue names the character's code point; nothing after it is checked.
 */
const visibleOnly = (value: string, context: z.RefinementCtx) => {
  const codePoint = invisibleCharacterIn(value);
  if (codePoint !== null) {
    context.addIssue({
      code: 'custom',
      message: m.invisible,
      params: { code_point: codePoint },
      continue: false,
    });
  }
};

/**
 * The fields of a manifest. `publishing` adds the rules that came after manifests were first
 * stored (invisible characters), so a manifest published before them is still read back as it is.
 */
const manifestShape = (publishing: boolean) => {
  const visible = (s: z.ZodString) => (publishing ? s.superRefine(visibleOnly) : s);
  return {
    name: text(manifestLimits.name * 4, m.nameTooLong, (s) =>
      visible(s.trim().min(1, m.nameEmpty).max(manifestLimits.name, m.nameTooLong)).refine(
        isPlainLine,
        m.characters,
      ),
    ),
    id: text(extensionIdMaxLength, m.idFormat, (s) =>
      visible(s).min(extensionIdMinLength, m.idFormat).regex(extensionIdPattern, m.idFormat),
    ),
    version: text(manifestLimits.version, m.versionFormat, (s) =>
      s
        .regex(semverPattern, { error: m.versionFormat, abort: true })
        .refine(isComparableVersion, m.versionTooLarge),
    ),
    description: text(manifestLimits.description * 4, m.descriptionTooLong, (s) =>
      s
        .trim()
        .min(1, m.descriptionEmpty)
        .max(manifestLimits.description, m.descriptionTooLong)
        .refine(isPlainMessage, m.descriptionCharacters),
    ),
    mode: choice(manifestModes, m.mode),
    author: text(manifestLimits.author * 4, m.authorTooLong, (s) =>
      visible(s.trim().min(1, m.authorEmpty).max(manifestLimits.author, m.authorTooLong)).refine(
        isPlainLine,
        m.characters,
      ),
    ),
    os: z
      .array(choice(manifestOperatingSystems, m.osValue), {
        error: (issue) => (issue.input === undefined ? m.required : m.osList),
      })
      .min(1, m.osEmpty)
      .refine((list) => new Set(list).size === list.length, m.osDuplicate),
    category: choice(manifestCategories, m.category),
    entry_point: text(manifestLimits.entryPoint, m.entryPoint, (s) =>
      s.regex(entryPointPattern, m.entryPoint),
    ),
    engines: z.object(
      {
        sinyal: text(manifestLimits.range, m.enginesRange, (s) =>
          s.trim().refine(isVersionRange, m.enginesRange),
        ),
      },
      { error: (issue) => (issue.input === undefined ? m.required : m.engines) },
    ),
    file_formats: z
      .array(boundedString(12, m.fileFormat).regex(fileFormatPattern, m.fileFormat), {
        error: m.fileFormatsList,
      })
      .max(manifestLimits.fileFormats, m.fileFormatsList)
      .optional(),
    repository: boundedString(manifestLimits.repository, m.repository)
      .pipe(z.url({ protocol: /^https?$/, error: m.repository }))
      .optional(),
    license: boundedString(manifestLimits.license, m.license)
      .trim()
      .min(1, m.license)
      .refine(isPlainLine, m.license)
      .optional(),
  };
};

/** The manifest a package is published with: every rule. */
export const extensionManifestSchema = z.object(manifestShape(true), {
  error: () => m.notAnObject,
});
export type ExtensionManifest = z.infer<typeof extensionManifestSchema>;

/**
 * A manifest as the catalogue keeps it: versions published before packages existed (manifest-only
 * publishing, retired) have no `engines`; they are listed, never installed. Rules added since a
 * manifest was stored do not apply to reading it back.
 */
export const publishedManifestSchema = z
  .object(manifestShape(false), { error: () => m.notAnObject })
  .partial({ engines: true });
export type PublishedManifest = z.infer<typeof publishedManifestSchema>;

/** The fields in the order the docs list them (and the CLI reports problems). */
export const manifestFieldNames = Object.keys(
  extensionManifestSchema.shape,
) as (keyof ExtensionManifest)[];

export interface ManifestProblem {
  /** Dotted path of the field ("os.1"), or "manifest" for the document itself. */
  field: string;
  code: string;
  /** The English of the code, to print after the field's name, with its values filled in. */
  message: string;
  /** Values the message names (`code_point`), when it has any. */
  params?: MessageParams;
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
    const code = issue.message;
    // "A" breaks both the length and the pattern of an id: one line is enough.
    if (!problems.some((p) => p.field === field && p.code === code)) {
      const text = (manifestMessagesByCode as Record<string, MessageText | undefined>)[code];
      const params = (issue as { params?: MessageParams }).params;
      problems.push({
        field,
        code,
        message: text === undefined ? code : formatMessage(text, params),
        ...(params ? { params } : {}),
      });
    }
  }
  const order = (field: string) =>
    manifestFieldNames.indexOf(field.split('.')[0] as keyof ExtensionManifest);
  problems.sort((a, b) => order(a.field) - order(b.field));
  return { ok: false, problems };
}

/**
 * The site's two groups (docs/product.md §3). Data sources and processing steps work on the data
 * stream before anything is drawn, so the marketplace's Recorder filter shows them with the
 * recorders; visualizations stay visualizations. The catalogue itself lists and filters each
 * manifest category as itself (`?category=DataSource`, docs/architecture.md §19).
 */
export const catalogCategoryOf: Record<
  ManifestCategory,
  Extract<ExtensionCategory, 'Recorder' | 'Visualization'>
> = {
  DataSource: 'Recorder',
  Processing: 'Recorder',
  Visualization: 'Visualization',
};

/** Pro and Enterprise extensions need a paid plan (Pro or Enterprise) to run; Lite ones are free. */
export function isPremiumMode(mode: ManifestMode): boolean {
  return isPremiumPlan(mode);
}

/**
 * The categories a catalogue search for `category` finds: the marketplace's Recorder filter is a
 * group (recorders, and the data sources and processing steps that work on the stream before
 * anything is drawn: catalogCategoryOf); every other category finds itself.
 */
export function categoriesFoundBy(category: ExtensionCategory): ExtensionCategory[] {
  const grouped = manifestCategories.filter(
    (manifest) => manifest !== category && catalogCategoryOf[manifest] === category,
  );
  return [category, ...grouped];
}
