import { defineMessages, withValues, type MessageParams } from './messages';

/**
 * The extension package (docs/architecture.md §8): a zip `<id>-<version>.sxp` with `manifest.json`
 * at its root, optional `README.md`, `CHANGELOG.md` and `icon.png`, and the Python module its
 * `entry_point` names. The limits, the rules for entry names and the way sizes are counted are
 * shared by the registry (which reads a package in memory), the `npm run ext` tool and the agent
 * (which unpacks it to disk).
 */

const mb = 1024 * 1024;

export const packageLimits = {
  entries: 5000,
  packedBytes: 50 * mb,
  unpackedBytes: 200 * mb,
  /**
   * Unpacked size over packed size, of one entry and of the whole package. Text and code compress
   * 3 to 10 times, rarely 30; a zip bomb reaches thousands. Up to `ratioFloorBytes` unpacked (an
   * entry, or the package in all) nothing is suspicious.
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
  | 'package_path_absolute'
  | 'package_path_parent'
  | 'package_path_invalid'
  | 'package_path_windows_character'
  | 'package_path_reserved_name'
  | 'package_path_trailing_dot';

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

/** < > : " | ? *: Windows refuses them in names (":" also opens an NTFS alternate data stream). */
function isWindowsForbidden(code: number): boolean {
  return (
    code === 0x3c ||
    code === 0x3e ||
    code === 0x3a ||
    code === 0x22 ||
    code === 0x7c ||
    code === 0x3f ||
    code === 0x2a
  );
}

const deviceNames = new Set(['CON', 'PRN', 'AUX', 'NUL', 'CONIN$', 'CONOUT$']);
const devicePorts = new Set(['COM', 'LPT']);
const portDigits = '0123456789\u00b9\u00b2\u00b3';

/**
 * A device name Windows keeps in every folder, whatever the case and the extension: "CON",
 * "aux.txt", "Com1.tar.gz", "lpt¹". Windows reads the name up to its first dot and ignores the
 * spaces before it, so "con .py" is CON too.
 */
function isReservedDeviceName(part: string): boolean {
  const dot = part.indexOf('.');
  let end = dot === -1 ? part.length : dot;
  while (end > 0 && part[end - 1] === ' ') end -= 1;
  if (end > 7) return false;
  const stem = part.slice(0, end).toUpperCase();
  if (deviceNames.has(stem)) return true;
  return stem.length === 4 && devicePorts.has(stem.slice(0, 3)) && portDigits.includes(stem[3]!);
}

/**
 * Whether a zip entry's name is a plain relative path that every file system the app runs on can
 * hold as it is: no leading "/" or drive letter, no ".." or "." part, no empty part (a folder
 * entry's trailing "/" aside), no backslash or control character, at most 255 bytes; and for
 * Windows none of < > : " | ? *, no device name (CON, aux.txt, COM1…) and no part that ends in a
 * dot or a space (Windows drops them, so "x.py." would land on "x.py"). Plain code, so a hostile
 * name costs linear time.
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
    const code = name.charCodeAt(index);
    if (isControlOrSeparator(code)) return 'package_path_invalid';
    if (isWindowsForbidden(code)) return 'package_path_windows_character';
  }
  for (const part of parts) {
    if (part.endsWith('.') || part.endsWith(' ')) return 'package_path_trailing_dot';
    if (isReservedDeviceName(part)) return 'package_path_reserved_name';
  }
  return null;
}

/**
 * The key a name is known by on a file system that ignores case and the form of accented letters
 * (Windows, macOS): each part in NFC, without the trailing dots and spaces Windows drops, folded
 * to one case both ways (dotless "ı" and "i" both read "I" on Windows), then NFC again.
 */
function partKey(part: string): string {
  let end = part.length;
  while (end > 0 && (part[end - 1] === '.' || part[end - 1] === ' ')) end -= 1;
  return part.slice(0, end).normalize('NFC').toLowerCase().toUpperCase().normalize('NFC');
}

/** The key two entry names collide on, on a file system that ignores case (Windows, macOS). */
export function entryCaseKey(name: string): string {
  return (name.endsWith('/') ? name.slice(0, -1) : name).split('/').map(partKey).join('/');
}

export interface EntryCollision {
  code: 'package_duplicate' | 'package_file_folder';
  /** The entry it collides with. */
  other: string;
}

/**
 * The names of one package as Windows and macOS would see them: two names with the same key
 * (entryCaseKey) overwrite each other, and a file cannot share its key with a folder that another
 * entry lies in ("a" beside "A/b.py"). Used entry by entry by the registry and the agent.
 */
export function createEntryNames() {
  /** Files and folder entries by key. */
  const named = new Map<string, { name: string; folder: boolean }>();
  /** Every folder an entry lies in, by key, with the first entry that needed it. */
  const parents = new Map<string, string>();
  return {
    add(name: string): EntryCollision | null {
      const folder = name.endsWith('/');
      const parts = (folder ? name.slice(0, -1) : name).split('/');
      let key = '';
      for (let index = 0; index < parts.length - 1; index++) {
        key = index === 0 ? partKey(parts[0]!) : `${key}/${partKey(parts[index]!)}`;
        const file = named.get(key);
        if (file && !file.folder) return { code: 'package_file_folder', other: file.name };
        if (!parents.has(key)) parents.set(key, name);
      }
      const last = partKey(parts[parts.length - 1]!);
      key = parts.length === 1 ? last : `${key}/${last}`;
      const same = named.get(key);
      if (same) return { code: 'package_duplicate', other: same.name };
      const child = parents.get(key);
      if (!folder && child !== undefined) return { code: 'package_file_folder', other: child };
      named.set(key, { name, folder });
      return null;
    },
  };
}

export type UnpackProblemCode =
  | 'package_size_mismatch'
  | 'package_unpacked_too_large'
  | 'package_zip_bomb'
  | 'package_zip_bomb_total';

export interface UnpackProblem {
  code: UnpackProblemCode;
  params: MessageParams;
}

/** One entry of a package as its zip directory describes it; only the compressed size is real. */
export interface PackedEntry {
  name: string;
  compressedSize: number;
  declaredSize: number;
}

/**
 * Counts what a package really unpacks to while it is inflated (docs/architecture.md §8), for the
 * registry that reads it and the agent that writes it. A zip's directory can say anything, so
 * the sizes it declares only let a package be refused early (`declared`); the bytes that come out
 * of the inflater are what count (`entry(...).add`), and the first chunk past a limit stops it:
 * more than the entry declares, more than `unpackedBytes` in all, more than `ratio` times an
 * entry's packed size (past `ratioFloorBytes`), or more than `ratio` times the whole package
 * (past `ratioFloorBytes`), which catches many small entries of zeros and entries that share
 * their packed bytes.
 */
export function createUnpackMeter(packedBytes: number) {
  const { ratio, ratioFloorBytes, unpackedBytes } = packageLimits;
  const totalCap = Math.max(ratioFloorBytes, packedBytes * ratio);
  const timesPacked = (size: number, packed: number) => Math.floor(size / Math.max(1, packed));
  let declaredTotal = 0;
  let total = 0;

  function over(name: string, size: number, compressedSize: number, sum: number) {
    if (sum > unpackedBytes) return { code: 'package_unpacked_too_large' as const, params: {} };
    if (size > Math.max(ratioFloorBytes, compressedSize * ratio)) {
      const params = { entry: name, ratio: timesPacked(size, compressedSize) };
      return { code: 'package_zip_bomb' as const, params };
    }
    if (sum > totalCap) {
      const params = { ratio: timesPacked(sum, packedBytes) };
      return { code: 'package_zip_bomb_total' as const, params };
    }
    return null;
  }

  return {
    /** What the directory claims, checked before anything is inflated. */
    declared({ name, compressedSize, declaredSize }: PackedEntry): UnpackProblem | null {
      declaredTotal += declaredSize;
      return over(name, declaredSize, compressedSize, declaredTotal);
    },
    /** The real bytes of one entry, counted chunk by chunk as they are inflated. */
    entry({ name, compressedSize, declaredSize }: PackedEntry) {
      const mismatch = {
        code: 'package_size_mismatch' as const,
        params: { entry: name, declared: declaredSize },
      };
      let size = 0;
      return {
        /** Counts a chunk: the problem once a limit is passed (stop inflating then), else null. */
        add(bytes: number): UnpackProblem | null {
          size += bytes;
          total += bytes;
          if (size > declaredSize) return mismatch;
          return over(name, size, compressedSize, total);
        },
        /** At the entry's end: the problem when it gave fewer bytes than it declared. */
        end(): UnpackProblem | null {
          return size === declaredSize ? null : mismatch;
        },
      };
    },
    /** The bytes unpacked so far, every entry counted. */
    get total() {
      return total;
    },
  };
}

const megabytes = (bytes: number) => `${bytes / mb} MB`;

const packageMessages = defineMessages({
  notZip: [
    'package_not_zip',
    'The body is not a zip archive: send the .sxp file that `sinyal-ext pack` made',
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
  fileFolder: [
    'package_file_folder',
    withValues(
      '{{entry}}: collides with {{other}}: ignoring case, one name would be both a file and a folder, which no file system holds',
    ),
  ],
  windowsCharacter: [
    'package_path_windows_character',
    withValues(
      '{{entry}}: contains one of < > : " | ? *, which Windows does not allow in a file name: rename it',
    ),
  ],
  reservedName: [
    'package_path_reserved_name',
    withValues(
      '{{entry}}: a device name on Windows (CON, PRN, AUX, NUL, COM0 to COM9, LPT0 to LPT9, CONIN$, CONOUT$), which no file or folder may have, whatever its extension: rename it',
    ),
  ],
  trailingDot: [
    'package_path_trailing_dot',
    withValues(
      '{{entry}}: a name that ends in a dot or a space, which Windows drops (so "x.py." would overwrite "x.py"): rename it',
    ),
  ],
  zipBomb: [
    'package_zip_bomb',
    withValues(
      `{{entry}}: unpacks to over {{ratio}} times its packed size (at most ${packageLimits.ratio} for an entry over ${megabytes(packageLimits.ratioFloorBytes)}), which only a zip bomb does`,
    ),
  ],
  zipBombTotal: [
    'package_zip_bomb_total',
    withValues(
      `The package unpacks to over {{ratio}} times its packed size (at most ${packageLimits.ratio} in all, past ${megabytes(packageLimits.ratioFloorBytes)}), which only a zip bomb does`,
    ),
  ],
  sizeMismatch: [
    'package_size_mismatch',
    withValues(
      '{{entry}}: does not unpack to the {{declared}} bytes the zip declares for it; the package is damaged or forged: pack it again with `sinyal-ext pack`',
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
  templateText: [
    'package_template_text',
    withValues(
      '{{entry}} still says "{{text}}", as `sinyal-ext init` wrote it: say what your extension does',
    ),
  ],
});

/** The English of each package rule, by name; `{entry}` names the zip entry at fault. */
export const packageMessageTexts = packageMessages.texts;
export const packageMessageCodes = packageMessages.codes;
export const packageMessagesByCode = packageMessages.byCode;
export type PackageProblemCode = (typeof packageMessageCodes)[keyof typeof packageMessageCodes];
