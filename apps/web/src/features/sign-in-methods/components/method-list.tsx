import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';

interface MethodListProps<Row extends { id: number }> {
  pending: boolean;
  rows: readonly Row[];
  /** Said instead of the list when there is nothing in it. */
  empty: string;
  caption: string;
  children: (row: Row) => ReactNode;
}

/** A card's linked accounts or passkeys: a spinner while loading, then the rows or "none yet". */
export function MethodList<Row extends { id: number }>({
  pending,
  rows,
  empty,
  caption,
  children,
}: MethodListProps<Row>) {
  if (pending) return <Spinner size="small" />;
  if (rows.length === 0) return <p>{empty}</p>;
  return (
    <ul className="sign-in-methods__list" aria-label={caption}>
      {rows.map((row) => (
        <li key={row.id} className="sign-in-methods__item">
          {children(row)}
        </li>
      ))}
    </ul>
  );
}

const createdKey = { linked: 'linked.linkedAt', passkeys: 'passkeys.added' } as const;

interface UsageDatesProps {
  section: keyof typeof createdKey;
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
