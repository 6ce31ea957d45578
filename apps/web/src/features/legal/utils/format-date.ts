/**
 * A calendar date ("2025-08-25") written out in the reader's language: "August 25, 2025",
 * "25 Ağustos 2025". Formatted in UTC so the day never shifts with the reader's time zone.
 */
export function formatLongDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
