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
