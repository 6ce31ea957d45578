/**
 * A calendar date ("2025-08-12") in the reader's language: "Aug 12, 2025", "12 Ağu 2025".
 * Read in UTC so the day never shifts with the reader's time zone.
 */
export function formatDay(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** Whole US dollars in the reader's language: "$5". */
export function formatUsd(amount: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
}
