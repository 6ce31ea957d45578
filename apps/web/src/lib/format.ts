import { formatWholeNumber } from '../i18n/whole-numbers';

/**
 * Dates, numbers, sizes and prices in the reader's language: one set of formatters for every screen.
 * Numbers go through Intl.NumberFormat of the page's language, so a Turkish page writes "1.000 Hz" and
 * "3,5 KB" (strings do it with `{{value, number}}`, which is the same); whole numbers in the site's
 * languages are written without Intl (i18n/whole-numbers.ts), as Intl would write them.
 *
 * Two kinds of date reach the site. A calendar date ("2025-08-25": a release day, a policy date)
 * is the same day everywhere, so it is read and written in UTC. A moment (an ISO timestamp: a
 * sign-in, an account's creation) is shown in the reader's own time zone.
 */

type DateStyle = 'long' | 'medium';

/** Options that change nothing for a whole number: none, or a limit on its fraction digits. */
const wholeAsIs = (options: Intl.NumberFormatOptions | undefined) =>
  Object.keys(options ?? {}).every((key) => key === 'maximumFractionDigits');

/** A calendar date ("2025-08-25", or the date part of a timestamp): "August 25, 2025". */
export function formatCalendarDate(
  isoDate: string,
  language: string,
  style: DateStyle = 'long',
): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** The day of a moment, in the reader's time zone; '' for none, the text as given if unreadable. */
export function formatDate(value: string | null | undefined, language: string): string {
  return formatMoment(value, language, { dateStyle: 'long' });
}

/** A moment with its time, in the reader's time zone: "Aug 25, 2025, 9:30 AM". */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return formatMoment(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}

function formatMoment(
  value: string | null | undefined,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, options).format(date);
}

/** Whole US dollars in the reader's language: "$5". */
export function formatUsd(amount: number, language: string | undefined): string {
  const whole = formatWholeNumber(Math.round(amount), language);
  // The same as Intl's in both site languages ("-$1,234", "$1.234"), without loading its data.
  if (whole !== undefined) return whole.startsWith('-') ? `-$${whole.slice(1)}` : `$${whole}`;
  return new Intl.NumberFormat(language ?? 'en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A number in the reader's language: "1,000" in English, "1.000" in Turkish. */
export function formatNumber(
  value: number,
  language: string | undefined,
  options?: Intl.NumberFormatOptions,
): string {
  const whole = wholeAsIs(options) ? formatWholeNumber(value, language) : undefined;
  if (whole !== undefined) return whole;
  return new Intl.NumberFormat(language ?? 'en', options).format(value);
}

/** A file's size from its bytes, in KB up to a megabyte and in MB above: "3.5 KB", "3,5 KB". */
export function formatSize(bytes: number, language: string | undefined): string {
  const kb = bytes / 1024;
  const options = { maximumFractionDigits: 1 };
  return kb < 1024
    ? `${formatNumber(kb, language, options)} KB`
    : `${formatNumber(kb / 1024, language, options)} MB`;
}
