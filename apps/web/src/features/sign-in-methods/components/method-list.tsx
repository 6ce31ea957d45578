import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';

/** The Security tab's two sign-in method cards, named as their translations are. */
export type MethodSection = 'linked' | 'passkeys';

interface MethodListProps<Row extends { id: number }> {
  section: MethodSection;
  pending: boolean;
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}

/** A card's linked accounts or passkeys: a spinner while loading, then the rows or "none yet". */
export function MethodList<Row extends { id: number }>({
  section,
  pending,
  rows,
  children,
}: MethodListProps<Row>) {
  const { t } = useTranslation('sign-in');
  if (pending) return <Spinner size="small" />;
  if (rows.length === 0) return <p>{t(`${section}.empty`)}</p>;
  return (
    <ul className="sign-in-methods__list" aria-label={t(`${section}.caption`)}>
      {rows.map((row) => (
        <li key={row.id} className="sign-in-methods__item list-row">
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

const createdKey = { linked: 'linked.linkedAt', passkeys: 'passkeys.added' } as const;

interface UsageDatesProps {
  section: MethodSection;
  dates: { created_at: string; last_used_at: string | null };
  /** Said after the dates, such as that a passkey is synced. */
  extra?: string | false;
}

/** When a way in was added and when it was last used ("Never" until it is). */
export function UsageDates({ section, dates, extra }: UsageDatesProps) {
  const { t, i18n } = useTranslation('sign-in');
  return (
    <span className="sign-in-methods__detail">
      {t(createdKey[section])}: {formatDate(dates.created_at, i18n.language)} ·{' '}
      {t(`${section}.lastUsed`)}:{' '}
      {dates.last_used_at
        ? formatDateTime(dates.last_used_at, i18n.language)
        : t(`${section}.never`)}
      {extra}
    </span>
  );
}
