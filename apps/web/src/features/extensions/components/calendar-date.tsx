import { useTranslation } from '../../../i18n/react';
import { formatCalendarDate } from '../../../lib/format';

/** A registry date (publication, last update) as the reader's language writes it, machine-readable too. */
export function CalendarDate({ date }: { date: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={date}>{formatCalendarDate(date, i18n.language, 'medium')}</time>;
}
