import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Trash2 } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { tokensQueryOptions } from '../api/get-tokens';
import { useRevokeTokenMutation } from '../api/revoke-token';
import { DashboardTable } from '../../../components/dashboard/dashboard-table';
import { DashboardCard } from '../../../components/dashboard/dashboard-card';

/** The account's API tokens with their access, dates and a Revoke button each. */
export function TokenList() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const message = useMessageText();
  const { token } = useSession();
  const tokens = useQuery(tokensQueryOptions(token));
  const revoke = useRevokeTokenMutation();

  const onRevoke = (id: number, name: string) => {
    if (!window.confirm(t('api.list.confirmRevoke', { name }))) return;
    revoke.mutate(id, {
      onSuccess: () => notify.success(t('api.list.revoked')),
      onError: (error) => notify.error(message.error(error, t('api.list.revokeFailed'))),
    });
  };

  const rows = tokens.data?.tokens ?? [];

  return (
    <DashboardCard id="api-tokens" heading={t('api.list.heading')}>
      {tokens.isPending ? (
        <Spinner size="small" />
      ) : rows.length === 0 ? (
        <p className="field-hint">{t('api.list.empty')}</p>
      ) : (
        <DashboardTable
          className="security-tokens"
          caption={t('api.list.caption')}
          columns={[
            t('api.list.name'),
            t('api.list.access'),
            t('api.list.created'),
            t('api.list.lastUsed'),
            t('api.list.expires'),
            <span className="visually-hidden">{t('api.list.revoke')}</span>,
          ]}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" data-label={t('api.list.name')}>
                {row.name}
              </th>
              <td data-label={t('api.list.access')}>
                {row.scopes.includes('publish') ? t('api.form.publish') : t('api.form.read')}
              </td>
              <td data-label={t('api.list.created')}>{formatDate(row.created_at, language)}</td>
              <td data-label={t('api.list.lastUsed')}>
                {row.last_used_at
                  ? formatDateTime(row.last_used_at, language)
                  : t('api.list.never')}
              </td>
              <td data-label={t('api.list.expires')}>
                {row.expires_at ? formatDate(row.expires_at, language) : t('api.list.noExpiry')}
              </td>
              <td>
                <button
                  type="button"
                  className="button button--ghost security-danger"
                  aria-label={t('api.list.revokeAria', { name: row.name })}
                  disabled={revoke.isPending && revoke.variables === row.id}
                  onClick={() => onRevoke(row.id, row.name)}
                >
                  <Trash2 size={16} aria-hidden="true" />
                  {t('api.list.revoke')}
                </button>
              </td>
            </tr>
          ))}
        </DashboardTable>
      )}
    </DashboardCard>
  );
}
