import { defineMessages, withValues } from './messages';

/**
 * The extension package (docs/architecture.md §8): a zip `<id>-<version>.sxp` with `manifest.json`
 * at its root, optional `README.md`, `CHANGELOG.md` and `icon.png`, and the Python module its
 * `entry_point` names. The limits and the rules for entry names are shared by the registry (which
 * reads only the zip's directory), the `npm run ext` tool and the agent (which unpacks).
 */

const mb = 1024 * 1024;

export const packageLimits = {
  entries: 5000,
  packedBytes: 50 * mb,
  unpackedBytes: 200 * mb,
  /**
   * Unpacked size over packed size of one entry. Text and code compress 3 to 10 times, rarely 30;
   * a zip bomb reaches thousands. Entries under `ratioFloorBytes` unpacked are never suspicious.
   */
  ratio: 100,
  ratioFloorBytes: 1 * mb,
  /** manifest.json, README.md, CHANGELOG.md: read by the registry, so kept small. */
  manifestBytes: 64 * 1024,
  textBytes: 256 * 1024,
  iconBytes: 256 * 1024,
  /** A path inside the package, in UTF-8 bytes (what every file system accepts). */
  pathBytes: 255,
} as const;

export const packageFiles = {
  manifest: 'manifest.json',
  readme: 'README.md',
  changelog: 'CHANGELOG.md',
  icon: 'icon.png',
} as const;

/** The file name a package is published and downloaded under. */
export function packageFileName(id: string, version: string): string {
  return `${id}-${version}.sxp`;
}

export const packageMediaType = 'application/zip';

/**
 * The files that can hold the module an entry point names: "csv_recorder.main:app" is
 * csv_recorder/main.py or csv_recorder/main/__init__.py.
 */
export function entryPointFiles(entryPoint: string): [string, string] {
  const modulePath = (entryPoint.split(':')[0] ?? '').split('.').join('/');
  return [`${modulePath}.py`, `${modulePath}/__init__.py`];
}

export type EntryNameProblem =
  'package_path_absolute' | 'package_path_parent' | 'package_path_invalid';

/** UTF-8 length without TextEncoder, which the contracts' environment does not declare. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

function isControlOrSeparator(code: number): boolean {
  return code < 0x20 || code === 0x7f || code === 0x5c || (code >= 0x80 && code <= 0x9f);
}

/**
 * Whether a zip entry's name is a plain relative path: no leading "/" or drive letter, no ".." or
 * "." part, no empty part (a folder entry's trailing "/" aside), no backslash or control
 * character, at most 255 bytes. Plain code, so a hostile name costs linear time.
 */
export function checkEntryName(name: string): EntryNameProblem | null {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'package_path_absolute';
  const parts = (name.endsWith('/') ? name.slice(0, -1) : name).split('/');
  if (parts.some((part) => part === '..')) return 'package_path_parent';
  if (name.length === 0 || utf8Length(name) > packageLimits.pathBytes) {
    return 'package_path_invalid';
  }
  if (parts.some((part) => part === '' || part === '.')) return 'package_path_invalid';
  for (let index = 0; index < name.length; index++) {
    if (isControlOrSeparator(name.charCodeAt(index))) return 'package_path_invalid';
  }
  return null;
}

/** The key two entry names collide on, on a file system that ignores case (Windows, macOS). */
export function entryCaseKey(name: string): string {
  return name.normalize('NFC').toLowerCase().replace(/\/$/, '');
}

const megabytes = (bytes: number) => `${bytes / mb} MB`;

const packageMessages = defineMessages({
  notZip: [
    'package_not_zip',
    'The body is not a zip archive: send the .sxp file that `npm run ext -- pack` made',
  ],
  contentType: [
    'package_content_type',
    'Send the package file as the request body with Content-Type: application/zip',
  ],
  tooLarge: [
    'package_too_large',
    `The package is larger than ${megabytes(packageLimits.packedBytes)} packed`,
  ],
  unpackedTooLarge: [
    'package_unpacked_too_large',
    `Unpacked, the package would take more than ${megabytes(packageLimits.unpackedBytes)}`,
  ],
  tooManyEntries: [
    'package_too_many_entries',
    `The package holds more than ${packageLimits.entries.toLocaleString('en')} entries`,
  ],
  absolute: [
    'package_path_absolute',
    withValues('{{entry}}: an absolute path; every path in a package is relative to its root'),
  ],
  parent: [
    'package_path_parent',
    withValues('{{entry}}: contains "..", which could write outside the extension\'s folder'),
  ],
  invalidPath: [
    'package_path_invalid',
    withValues(
      `{{entry}}: not a plain relative path (an empty or "." part, a backslash, a control character, or over ${packageLimits.pathBytes} bytes)`,
    ),
  ],
  link: [
    'package_link',
    withValues('{{entry}}: a symbolic link; a package holds plain files and folders only'),
  ],
  duplicate: [
    'package_duplicate',
    withValues(
      '{{entry}}: the same name as {{other}} ignoring case; they would overwrite each other on Windows and macOS',
    ),
  ],
  zipBomb: [
    'package_zip_bomb',
    withValues(
      `{{entry}}: unpacks to {{ratio}} times its packed size (at most ${packageLimits.ratio}), which only a zip bomb does`,
    ),
  ],
  encrypted: [
    'package_encrypted',
    withValues('{{entry}}: encrypted; a package must be readable by everyone who installs it'),
  ],
  damaged: ['package_damaged', withValues('{{entry}}: cannot be read ({{reason}})')],
  manifestMissing: [
    'package_manifest_missing',
    'manifest.json is missing: it must be at the root of the package, not inside a folder',
  ],
  manifestTooLarge: [
    'package_manifest_too_large',
    `manifest.json is larger than ${packageLimits.manifestBytes / 1024} KB`,
  ],
  manifestJson: [
    'package_manifest_json',
    withValues('manifest.json is not valid JSON ({{reason}})'),
  ],
  manifestInvalid: [
    'package_manifest_invalid',
    withValues('manifest.json breaks {{count}} rule(s): {{summary}}'),
  ],
  entryPointMissing: [
    'package_entry_point_missing',
    withValues(
      'entry_point "{{entry_point}}" names a module that is not in the package: add {{module_file}} (or {{package_file}})',
    ),
  ],
  textTooLarge: [
    'package_text_too_large',
    withValues(`{{entry}}: larger than ${packageLimits.textBytes / 1024} KB`),
  ],
  textNotUtf8: ['package_text_not_unicode', withValues('{{entry}}: not UTF-8 text')],
  icon: [
    'package_icon_invalid',
    `icon.png: must be a PNG image of at most ${packageLimits.iconBytes / 1024} KB`,
  ],
  idMismatch: [
    'package_id_mismatch',
    withValues(
      'manifest.json says id "{{manifest_id}}", but the package is published as "{{extension_id}}"',
    ),
  ],
});

/** The English of each package rule, by name; `{entry}` names the zip entry at fault. */
export const packageMessageTexts = packageMessages.texts;
export const packageMessageCodes = packageMessages.codes;
export const packageMessagesByCode = packageMessages.byCode;
export type PackageProblemCode = (typeof packageMessageCodes)[keyof typeof packageMessageCodes];
