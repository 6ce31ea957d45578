/**
 * Checks on text that strangers send, written to run in time linear in their input: a single
 * character class, or plain code (docs/decisions/0004). No zod here: the site's home page uses
 * these without loading the schema library (bounded-string.ts has the zod side).
 */

/**
 * C0 and C1 control characters (line breaks included), the line and paragraph separators, and the
 * bidirectional overrides and isolates that can make text read differently from what it is.
 */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

/** True for one-line text without control characters (names, subjects, companies). */
export function isPlainLine(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isControl(value.charCodeAt(index))) return false;
  }
  return true;
}

/** True for multi-line text whose only control characters are line breaks and tabs. */
export function isPlainMessage(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControl(code) && !isLineBreakOrTab(code)) return false;
  }
  return true;
}

export const emailMaxLength = 254;
const localPartMaxLength = 64;

// RFC 5322 "atext" (letters, digits and !#$%&'*+/=?^_`{|}~-), letters and digits of any script.
const localPartCharacters = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+$/u;
const domainLabelCharacters = /^[\p{L}\p{N}-]+$/u;

/**
 * One plain e-mail address, "local@domain.tld": no spaces, quotes, commas, semicolons or angle
 * brackets, so a mail library can never read it as a list of addresses or a display name. The
 * local part is dot-separated words; the domain has at least two labels. Written as code so it
 * runs in linear time whatever it is given.
 */
export function isPlainEmail(value: string): boolean {
  if (value.length > emailMaxLength) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > localPartMaxLength) return false;
  const words = local.split('.');
  if (!words.every((word) => word !== '' && localPartCharacters.test(word))) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  return labels.every(
    (label) =>
      label !== '' &&
      label.length <= 63 &&
      !label.startsWith('-') &&
      !label.endsWith('-') &&
      domainLabelCharacters.test(label),
  );
}
