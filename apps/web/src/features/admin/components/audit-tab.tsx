import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Search } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { useAuditLog, type AuditFilters } from '../api/get-audit';
import { AdminTable } from './admin-table';
import { Pager } from './pager';

const noFilters: AuditFilters = { actor: '', target: '', action: '' };
const filterNames = ['actor', 'target', 'action'] as const;

/** Audit: the append-only log of admin actions and account-security events, filtered. */
export function AuditTab() {
  const { t, i18n } = useTranslation('admin');
  const message = useMessageText();
  const [draft, setDraft] = useState<AuditFilters>(noFilters);
  const [filters, setFilters] = useState<AuditFilters>(noFilters);
  const [page, setPage] = useState(1);
  const audit = useAuditLog(filters, page);

  return (
    <>
      <form
        className="admin-audit-filters"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({
            actor: draft.actor.trim(),
            target: draft.target.trim(),
            action: draft.action.trim(),
          });
          setPage(1);
        }}
      >
        {filterNames.map((name) => (
          <div className="field" key={name}>
            <label htmlFor={`audit-${name}`}>{t(`audit.filters.${name}`)}</label>
            <input
              id={`audit-${name}`}
              type="search"
              maxLength={200}
              placeholder={t(`audit.placeholders.${name}`)}
              value={draft[name]}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </div>
        ))}
        <button type="submit" className="button button--primary">
          <Search size={16} aria-hidden="true" />
          {t('audit.filter')}
        </button>
      </form>
      {audit.isError ? (
        <p role="alert">{message.error(audit.error, t('loadFailed'))}</p>
      ) : !audit.data ? (
        <Spinner size="small" />
      ) : audit.data.items.length === 0 ? (
        <p className="field-hint">{t('audit.empty')}</p>
      ) : (
        <>
          <AdminTable
            caption={t('audit.caption')}
            columns={[
              t('audit.columns.at'),
              t('audit.columns.actor'),
              t('audit.columns.action'),
              t('audit.columns.target'),
              t('audit.columns.reason'),
              t('audit.columns.ip'),
            ]}
          >
            {audit.data.items.map((event) => (
              <tr key={event.id}>
                <td>{formatDateTime(event.at, i18n.language)}</td>
                <td>
                  {event.actor ?? (event.actor_id === null ? t('none') : `#${event.actor_id}`)}
                </td>
                <td>
                  <code>{event.action}</code>
                </td>
                <td>
                  <code>{`${event.target_type}:${event.target_id}`}</code>
                </td>
                <td className="admin-wrap">{event.reason ?? t('none')}</td>
                <td>{event.ip ?? t('none')}</td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={audit.data.page}
            pageSize={audit.data.page_size}
            total={audit.data.total}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
