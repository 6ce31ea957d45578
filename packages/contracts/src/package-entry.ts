import { checkEntryName, type EntryNameProblem } from './extension-package';

/**
 * The first checks of a package's zip entry, from what the zip directory says of it, before
 * anything is inflated. Shared by the registry (which reads a package in memory) and the agent
 * (which unpacks it to disk), so that both refuse the same names and links with the same codes.
 */

/** The fields of a zip directory entry these checks read (yauzl's `Entry` has them). */
export interface ZipEntryHeader {
  fileNameRaw: Uint8Array;
  generalPurposeBitFlag: number;
  externalFileAttributes: number;
}

/**
 * How both sides open a package with yauzl: names stay raw bytes (decoded by `checkEntryHeader`)
 * and sizes are measured while each entry is inflated (createUnpackMeter), whatever the directory
 * declares.
 */
export const zipReadOptions = {
  lazyEntries: true,
  decodeStrings: false,
  validateEntrySizes: false,
  strictFileNames: false,
} as const;

/** Node and browsers both have it; the contracts' ES2022 library does not declare it. */
declare const TextDecoder: new (
  label: 'utf-8',
  options: { fatal: true },
) => { decode(bytes: Uint8Array): string };

const utf8Flag = 0x800;
const fileTypeMask = 0o170000;
const symbolicLink = 0o120000;

/** The entry's name, or null when it is not UTF-8. */
function decodeEntryName(entry: ZipEntryHeader): string | null {
  const raw = entry.fileNameRaw;
  // Without the UTF-8 flag a name is code page 437: only its ASCII part reads the same everywhere.
  if ((entry.generalPurposeBitFlag & utf8Flag) === 0 && raw.some((byte) => byte > 0x7f)) {
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    return null;
  }
}

/** A name that is not UTF-8, shown byte for byte (latin1) so that the message can name it. */
function rawName(raw: Uint8Array): string {
  return Array.from(raw, (byte) => String.fromCharCode(byte)).join('');
}

export interface EntryHeaderProblem {
  code: EntryNameProblem | 'package_link';
  params: { entry: string };
}

/**
 * The entry's name, or the first rule its header breaks: a name that is not UTF-8, a name
 * checkEntryName refuses, or a symbolic link.
 */
export function checkEntryHeader(
  entry: ZipEntryHeader,
): { name: string; problem: null } | { name: null; problem: EntryHeaderProblem } {
  const name = decodeEntryName(entry);
  if (name === null) {
    const params = { entry: rawName(entry.fileNameRaw) };
    return { name: null, problem: { code: 'package_path_invalid', params } };
  }
  const nameProblem = checkEntryName(name);
  if (nameProblem) return { name: null, problem: { code: nameProblem, params: { entry: name } } };
  if (((entry.externalFileAttributes >>> 16) & fileTypeMask) === symbolicLink) {
    return { name: null, problem: { code: 'package_link', params: { entry: name } } };
  }
  return { name, problem: null };
}
