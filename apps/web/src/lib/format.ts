/**
 * Dates and prices in the reader's language: one set of formatters for every screen.
 *
 * Two kinds of date reach the site. A calendar date ("2025-08-25": a release day, a policy date)
 * is the same day everywhere, so it is read and written in UTC. A moment (an ISO timestamp: a
 * sign-in, an account's creation) is shown in the reader's own time zone.
 */

type DateStyle = 'long' | 'medium';

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
  return new Intl.NumberFormat(language ?? 'en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
