/** A date and time in the reader's language; the text as given when it is not a date. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(value: string | null | undefined, language: string): string {
  return format(value, language, { dateStyle: 'long' });
}

function format(
  value: string | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, options).format(date);
}
