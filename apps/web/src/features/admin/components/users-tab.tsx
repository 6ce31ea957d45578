import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { useAdminUsers } from '../api/get-users';
import { AdminTable } from './admin-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { UserDetail } from './user-detail';

/** Users: find an account, page through the answers, open one. */
export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const message = useMessageText();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const users = useAdminUsers(q, page);

  if (open !== null) return <UserDetail id={open} onBack={() => setOpen(null)} />;

  return (
    <>
      <SearchBox
        id="admin-user-search"
        label={t('users.searchLabel')}
        placeholder={t('users.searchPlaceholder')}
        initial={q}
        onSearch={(query) => {
          setQ(query);
          setPage(1);
        }}
      />
      {users.isError ? (
        <p role="alert">{message.error(users.error, t('loadFailed'))}</p>
      ) : !users.data ? (
        <Spinner size="small" />
      ) : users.data.items.length === 0 ? (
        <p className="field-hint">{t('users.empty')}</p>
      ) : (
        <>
          <AdminTable
            caption={t('users.caption')}
            columns={[
              t('users.columns.username'),
              t('users.columns.email'),
              t('users.columns.plan'),
              t('users.columns.status'),
              t('users.columns.created'),
            ]}
          >
            {users.data.items.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  <button type="button" className="admin-link" onClick={() => setOpen(user.id)}>
                    {user.username}
                  </button>
                  {user.role === 'admin' ? (
                    <span className="admin-badge">{t('roles.admin')}</span>
                  ) : null}
                </th>
                <td>{user.email}</td>
                <td>
                  {t('users.planWithSource', {
                    plan: t(`plans.${user.plan}`),
                    source: t(`sources.${user.plan_source}`),
                  })}
                </td>
                <td>{user.disabled ? t('users.disabled') : t('users.active')}</td>
                <td>{formatDate(user.created_at, i18n.language)}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={users.data.page}
            pageSize={users.data.page_size}
            total={users.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
