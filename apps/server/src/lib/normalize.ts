/**
 * The form in which e-mails and usernames are compared: Unicode NFKC (so full-width "ａ" and "a"
 * are one letter), trimmed, lower case. The unique indexes hold this form, so the rule is the same
 * in SQLite and PostgreSQL whatever their collations.
 */
export function normalizeIdentifier(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/** A login names an e-mail when it contains "@" (usernames never do). */
export function isEmailLogin(normalized: string): boolean {
  return normalized.includes('@');
}

/**
 * An address without the slashes it ends in (an issuer written "https://id.example.com/"): a loop,
 * since a pattern for it backtracks in time that grows with the square of a long run of slashes.
 */
export function withoutTrailingSlashes(address: string): string {
  let end = address.length;
  while (end > 0 && address[end - 1] === '/') end -= 1;
  return address.slice(0, end);
}
