import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { Report } from '@sinyal/contracts/moderation';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useMessageText } from '../../../lib/message-text';
import { useAdminReports, type ReportStatus } from '../api/get-reports';
import { AdminTable } from './admin-table';
import { Pager } from './pager';
import { ResolveDialog } from './resolve-dialog';

const statuses: readonly ReportStatus[] = ['open', 'resolved'];

/** Reports: the queue of users' reports, open or resolved, each resolvable once. */
export function ReportsTab() {
  const { t, i18n } = useTranslation('admin');
  const message = useMessageText();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const [resolving, setResolving] = useState<Report | null>(null);
  const reports = useAdminReports(status, page);

  return (
    <>
      <div className="admin-filter" role="group" aria-label={t('reports.filter')}>
        {statuses.map((value) => (
          <button
            key={value}
            type="button"
            className={`button ${value === status ? 'button--primary' : 'button--ghost'}`}
            aria-pressed={value === status}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {t(`reports.status.${value}`)}
          </button>
        ))}
      </div>
      {reports.isError ? (
        <p role="alert">{message.error(reports.error, t('loadFailed'))}</p>
      ) : !reports.data ? (
        <Spinner size="small" />
      ) : reports.data.items.length === 0 ? (
        <p className="field-hint">{t(`reports.empty.${status}`)}</p>
      ) : (
        <>
          <AdminTable
            caption={t('reports.caption')}
            columns={[
              t('reports.columns.extension'),
              t('reports.columns.reason'),
              t('reports.columns.detail'),
              t('reports.columns.reporter'),
              t('reports.columns.at'),
              status === 'open' ? (
                <span className="visually-hidden">{t('reports.resolve.open')}</span>
              ) : (
                t('reports.columns.resolution')
              ),
            ]}
          >
            {reports.data.items.map((report) => (
              <tr key={report.id}>
                <th scope="row">
                  {report.extension_name ?? t('none')}
                  <br />
                  <code>{report.extension_id}</code>
                </th>
                <td>{t(`reasons.${report.reason}`)}</td>
                <td className="admin-wrap">
                  {report.review ? (
                    <>
                      {t('reviewReport.label', {
                        author: report.review.author ?? t('none'),
                        rating: report.review.rating,
                      })}
                      {report.review.hidden ? ` (${t('reviewReport.hidden')})` : ''}
                      <blockquote>{report.review.text}</blockquote>
                    </>
                  ) : null}
                  {report.detail}
                </td>
                <td>{report.reporter ?? t('none')}</td>
                <td>{formatDateTime(report.created_at, i18n.language)}</td>
                <td className="admin-wrap">
                  {report.status === 'open' ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t('reports.resolve.aria', {
                        name: report.extension_name ?? report.extension_id,
                      })}
                      onClick={() => setResolving(report)}
                    >
                      {t('reports.resolve.open')}
                    </button>
                  ) : (
                    <>
                      {report.resolution ? t(`reports.resolve.actions.${report.resolution}`) : null}
                      {report.note ? <span className="admin-muted"> · {report.note}</span> : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
          <Pager
            page={reports.data.page}
            pageSize={reports.data.page_size}
            total={reports.data.total}
            onPage={setPage}
          />
        </>
      )}
      {resolving ? <ResolveDialog report={resolving} onClose={() => setResolving(null)} /> : null}
    </>
  );
}
